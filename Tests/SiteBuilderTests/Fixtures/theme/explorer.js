// The fixture theme's explorer script: the goldens only need the file to exist.
document.documentElement.dataset.explorer = "explorer.js";
