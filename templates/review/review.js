// grader review: keyboard shortcuts (served from this server: the page's CSP allows no inline script).
// p: pass (full points), f: fail (0), n: skip to the next item, e: edit the points, Escape: leave a field.
document.addEventListener("keydown", function (event) {
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  var target = event.target;
  var typing = target && (target.tagName === "INPUT" || target.tagName === "TEXTAREA" ||
                          target.tagName === "SELECT" || target.isContentEditable);
  if (typing) {
    if (event.key === "Escape") target.blur();
    return;
  }
  var ids = {p: "btn-pass", f: "btn-fail", n: "link-next"};
  if (event.key === "e") {
    var points = document.getElementById("points");
    if (points) { event.preventDefault(); points.focus(); points.select(); }
    return;
  }
  var element = ids[event.key] && document.getElementById(ids[event.key]);
  if (element) { event.preventDefault(); element.click(); }
});
