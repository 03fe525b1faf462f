/* Old Internet Explorer warning. Plain ES3 so that IE can run it (src/app/ie-warning.test.ts parses it as ES3);
   loaded as an external file (CSP). */
// biome-ignore lint/complexity/useArrowFunction: Internet Explorer, the browser this warns, has no arrow functions.
(function () {
  var doc = document;
  if (!doc.documentMode) {
    return;
  }
  var box = doc.getElementById('ie-warning');
  if (box) {
    box.style.display = 'block';
  }
})();
