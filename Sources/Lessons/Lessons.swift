// Lessons: Markdown lessons to the lesson model, on cmark-gfm.
import CCmarkGFM
