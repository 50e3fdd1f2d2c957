/**
 * Visual edits inside the preview: the part of the reporter that, while the builder asks for it,
 * outlines the element under the pointer, reports the one clicked (by its data-sw-loc source
 * location, which the preview build puts on host elements) and lets its text be typed in place.
 * It obeys only messages from the builder's origin sent by the frame's own parent. Runs inside
 * the reporter's function, where `send` and `target` are defined.
 */
export const selectorScript = `
  var selecting = false, selectedLoc = null, editing = null;
  function box(colour, fill) {
    var el = document.createElement('div');
    el.setAttribute('aria-hidden', 'true');
    el.style.cssText = 'position:fixed;pointer-events:none;z-index:2147483647;display:none;box-sizing:border-box;border-radius:3px;' +
      'border:2px solid ' + colour + ';background:' + fill + ';transition:all 60ms ease-out;';
    var label = document.createElement('span');
    label.style.cssText = 'position:absolute;left:-2px;bottom:100%;margin-bottom:2px;padding:1px 6px;border-radius:3px;white-space:nowrap;' +
      'font:600 11px/16px ui-sans-serif,system-ui,sans-serif;color:#fff;background:' + colour + ';';
    el.appendChild(label);
    return el;
  }
  var hoverBox = box('#6366f1', 'rgba(99,102,241,0.08)');
  var selectedBox = box('#4338ca', 'transparent');
  function mount() {
    if (!hoverBox.isConnected) document.documentElement.appendChild(hoverBox);
    if (!selectedBox.isConnected) document.documentElement.appendChild(selectedBox);
  }
  function tagged(node) {
    return node && node.closest ? node.closest('[data-sw-loc]') : null;
  }
  function byLoc(loc) {
    return loc ? document.querySelector('[data-sw-loc="' + CSS.escape(loc) + '"]') : null;
  }
  function describeElement(el) {
    var name = el.tagName.toLowerCase();
    var component = el.getAttribute('data-sw-component');
    return '<' + name + '>' + (component ? ' in ' + component : '');
  }
  function place(target, el) {
    if (!el || !selecting) { target.style.display = 'none'; return; }
    mount();
    var r = el.getBoundingClientRect();
    target.style.display = 'block';
    target.style.left = r.left + 'px';
    target.style.top = r.top + 'px';
    target.style.width = Math.max(r.width, 4) + 'px';
    target.style.height = Math.max(r.height, 4) + 'px';
    target.firstChild.textContent = describeElement(el);
    target.firstChild.style.bottom = r.top < 20 ? 'auto' : '100%';
    target.firstChild.style.top = r.top < 20 ? '100%' : 'auto';
  }
  function refresh() { place(selectedBox, byLoc(selectedLoc)); }
  function report(el) {
    selectedLoc = el.getAttribute('data-sw-loc');
    refresh();
    send({
      type: 'element-selected',
      loc: selectedLoc,
      tag: el.tagName.toLowerCase(),
      component: el.getAttribute('data-sw-component') || null,
      className: typeof el.className === 'string' ? el.className : '',
      text: (el.textContent || '').trim().slice(0, 500),
      textOnly: el.children.length === 0,
    });
  }
  function finishEditing(save) {
    var el = editing;
    if (!el) return;
    editing = null;
    el.removeAttribute('contenteditable');
    var text = (el.textContent || '').replace(/\\s+/g, ' ').trim();
    if (!save) el.textContent = el.getAttribute('data-sw-before') || '';
    el.removeAttribute('data-sw-before');
    send({ type: 'text-edited', loc: el.getAttribute('data-sw-loc'), text: save ? text : null });
  }
  function editText(loc) {
    var el = byLoc(loc);
    if (!el || el.children.length) return;
    editing = el;
    el.setAttribute('data-sw-before', el.textContent || '');
    el.setAttribute('contenteditable', 'plaintext-only');
    el.focus();
    var range = document.createRange();
    range.selectNodeContents(el);
    var chosen = window.getSelection();
    chosen.removeAllRanges();
    chosen.addRange(range);
  }
  document.addEventListener('mouseover', function (event) {
    if (selecting && !editing) place(hoverBox, tagged(event.target));
  }, true);
  document.addEventListener('click', function (event) {
    if (!selecting) return;
    if (editing && editing.contains(event.target)) return;
    event.preventDefault();
    event.stopPropagation();
    if (editing) finishEditing(true);
    var el = tagged(event.target);
    if (el) report(el);
  }, true);
  document.addEventListener('focusout', function (event) {
    if (editing && event.target === editing) finishEditing(true);
  }, true);
  document.addEventListener('keydown', function (event) {
    if (editing) {
      if (event.key === 'Enter' && !event.shiftKey) { event.preventDefault(); finishEditing(true); }
      else if (event.key === 'Escape') { event.preventDefault(); finishEditing(false); }
      return;
    }
    if (selecting && event.key === 'Escape') send({ type: 'select-exit' });
  }, true);
  // The app renders after this script runs, and re-renders: the selection's outline follows.
  var queued = false;
  new MutationObserver(function () {
    if (!selecting || queued) return;
    queued = true;
    requestAnimationFrame(function () { queued = false; refresh(); });
  }).observe(document.documentElement, { childList: true, subtree: true, attributes: true, characterData: true });
  window.addEventListener('scroll', refresh, true);
  window.addEventListener('resize', refresh);
  window.addEventListener('message', function (event) {
    var data = event.data;
    if (event.origin !== target || event.source !== window.parent || !data || data.source !== 'shipwright-builder') return;
    if (data.type === 'select-mode') {
      selecting = Boolean(data.on);
      selectedLoc = typeof data.selected === 'string' ? data.selected : null;
      document.documentElement.style.cursor = selecting ? 'crosshair' : '';
      if (!selecting) place(hoverBox, null);
      refresh();
    }
    if (data.type === 'edit-text' && typeof data.loc === 'string') editText(data.loc);
  });
  send({ type: 'ready' });
`;
