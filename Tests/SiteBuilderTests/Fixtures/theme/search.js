// The fixture theme's search script: the goldens only need the file to exist.
document.documentElement.dataset.search = "search.js";
