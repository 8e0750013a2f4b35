// SiteBuilder: the course as a static HTML site (DESIGN.md, "SiteBuilder").
import Lessons
import SnippetRunner
