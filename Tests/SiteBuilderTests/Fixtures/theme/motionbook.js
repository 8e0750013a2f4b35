// The fixture theme's page script: the goldens only need the file to exist.
document.documentElement.dataset.fixture = "motionbook.js";
