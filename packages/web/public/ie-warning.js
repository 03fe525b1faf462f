/* Old Internet Explorer warning. Plain ES3 so that IE can run it; loaded as an external file (CSP). */
(() => {
  var doc = document;
  if (!doc.documentMode) {
    return;
  }
  var box = doc.getElementById('ie-warning');
  if (box) {
    box.style.display = 'block';
  }
})();
