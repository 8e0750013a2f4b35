// SiteBuilder: the course as a static HTML site (docs/ARCHITECTURE.md, "SiteBuilder").
//
// Site/         SiteGenerator (the whole site in memory), SiteOptions, lesson images
// Rendering/    Markdown → HTML, escaping, the URL policy
// Highlighting/ Swift: tokenizer → grammar → HTML
// Components/   snippets, exercises, hints, quizzes in a lesson body
// Pages/        landing, language index, lesson, 404, the shared chrome
// Search/       search terms and the per-language index
// Localization/ UI strings from translations/*.xcstrings
// Theme/        site/ (skeleton, CSS, JS) and the template filler
// Output/       the site in memory, atomic writing, sitemap.xml
// Serving/      the development server for `motionbook serve`
