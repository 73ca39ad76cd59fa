// SPDX-License-Identifier: GPL-3.0-or-later
// seat.js: a seat's page (issue 36).  It reads the seat's data ("view"),
// follows it live ("events", server-sent events) and sends the orders
// written here ("order").  All it shows comes from that data; it makes
// no request anywhere else.
'use strict';

(function () {
  const SVG = 'http://www.w3.org/2000/svg';
  let data = null;

  const $ = (id) => document.getElementById(id);

  function setText (el, text) {
    el.textContent = text == null ? '' : String(text);
  }

  function el (tag, text, cls) {
    const e = document.createElement(tag);
    if (text != null) setText(e, text);
    if (cls) e.className = cls;
    return e;
  }

  function boxName (id) {
    const b = data.boxes[id];
    return b ? b.name : id;
  }

  function svg (tag, attrs, text) {
    const e = document.createElementNS(SVG, tag);
    for (const k in attrs) e.setAttribute(k, attrs[k]);
    if (text != null) e.textContent = text;
    return e;
  }

  // The seat's forces as blocks on their boxes, its reports as rings,
  // fading with age as the window fades them.
  function drawBoard () {
    const layer = $('pieces');
    layer.setAttribute('viewBox', '0 0 ' + data.width + ' ' + data.height);
    while (layer.firstChild) layer.removeChild(layer.firstChild);
    const counts = {};
    for (const f of data.forces) counts[f.box] = (counts[f.box] || 0) + 1;
    for (const r of data.reports) {
      const b = data.boxes[r.box];
      if (!b || !r.present) continue;
      const opacity = r.age === 0 ? 1 : r.age === 1 ? 0.55 : 0.3;
      layer.appendChild(svg('circle', { cx: b.x, cy: b.y, r: 34, fill: 'none', stroke: data.side === 'union'
        ? '#a51d2d' : '#1c71d8', 'stroke-width': 10, opacity: opacity }));
    }
    for (const id in counts) {
      const b = data.boxes[id];
      if (!b) continue;
      const colour = data.side === 'confederate' ? '#7b2a2a' : '#2a4a7b';
      layer.appendChild(svg('rect', { x: b.x - 26, y: b.y - 26, width: 52, height: 52, rx: 6, fill: colour,
        stroke: '#fff', 'stroke-width': 4 }));
      layer.appendChild(svg('text', { x: b.x, y: b.y + 12, 'text-anchor': 'middle', 'font-size': 34,
        fill: '#fff', 'font-family': 'sans-serif' }, counts[id]));
    }
  }

  function drawList (ul, items, empty) {
    while (ul.firstChild) ul.removeChild(ul.firstChild);
    if (items.length === 0) ul.appendChild(el('li', empty, 'note'));
    for (const [text, cls] of items) ul.appendChild(el('li', text, cls));
  }

  function send (order) {
    const said = $('said');
    fetch('order', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(order) })
      .then((r) => r.json())
      .then((j) => {
        said.className = j.ok ? '' : 'refused';
        setText(said, j.ok ? data.words.sent : j.error);
      })
      .catch(() => { said.className = 'refused'; setText(said, data.words.lost); });
  }

  function moveRow (m) {
    if (m.to.length === 0) return null;
    const row = el('div', null, 'order');
    const select = el('select');
    const label = el('label', m.label + ', ' + boxName(m.from));
    select.id = 'move-' + m.formation;
    label.htmlFor = select.id;
    m.to.forEach((t, i) => {
      // "Natchez (by sea)", "Memphis (enemy troops: a battle follows)"
      const notes = [];
      if (t.mode !== 'plain') notes.push(data.words[t.mode]);
      if (t.contact) notes.push(data.words.contact);
      const o = el('option', boxName(t.box) + (notes.length ? ' (' + notes.join('; ') + ')' : ''));
      o.value = String(i);
      select.appendChild(o);
    });
    const chosen = () => m.to[Number(select.value)];
    // the button says where: "March to Cleveland"
    const go = el('button');
    const name = () => setText(go, chosen().mode === 'entrench' ? data.words.dig_in
      : data.words.march_to + ' ' + boxName(chosen().box));
    select.addEventListener('change', name);
    name();
    go.addEventListener('click', () => send({ order: 'move', formation: m.formation, to: chosen().box,
      mode: chosen().mode }));
    row.append(label, select, go);
    return row;
  }

  function allotRow (c) {
    const row = el('div', null, 'order');
    const input = el('input');
    const label = el('label', c.label + ': ' + c.left + ' ' + data.words.marches_left);
    input.type = 'number';
    input.min = 0;
    input.max = 12;
    input.value = c.allotted;
    input.id = 'allot-' + c.id;
    label.htmlFor = input.id;
    const give = el('button', data.words.send);
    give.addEventListener('click', () => send({ order: 'allot', formation: c.id, marches: Number(input.value) }));
    row.append(label, input, give);
    return row;
  }

  function drawOrders () {
    const box = $('orders');
    while (box.firstChild) box.removeChild(box.firstChild);
    const m = data.marches;
    if (!m.yours) {
      box.appendChild(el('p', data.words.no_orders, 'note'));
      return;
    }
    if (m.may_allot) {
      box.appendChild(el('p', data.words.unallotted + ': ' + m.unallotted, 'note'));
      for (const c of m.commanders) box.appendChild(allotRow(c));
    }
    for (const move of data.moves) {
      const row = moveRow(move);
      if (row) box.appendChild(row);
    }
    if (data.may_end) {
      const end = el('button', data.words.end_phase, 'end');
      end.addEventListener('click', () => send({ order: 'end-phase' }));
      box.appendChild(end);
    }
  }

  function render (d) {
    const focused = document.activeElement ? document.activeElement.id : null;
    data = d;
    document.body.className = d.side || '';
    setText($('label'), d.label);
    setText($('date'), d.date);
    setText($('headline'), d.guide.headline);
    setText($('advice'), d.guide.advice + (d.guide.rule ? ' (' + d.guide.rule + ')' : ''));
    $('guide').className = d.guide.yours ? 'yours' : '';
    setText($('board-title'), d.words.board);
    setText($('forces-title'), d.words.forces);
    setText($('reports-title'), d.words.reports);
    setText($('orders-title'), d.words.orders);
    drawBoard();
    drawList($('forces'), d.forces.map((f) => [f.label + ', ' + boxName(f.box)]), '');
    drawList($('reports'), d.reports.map((r) => [boxName(r.box) + ', ' + r.date + ': ' + r.text,
      r.age > 0 ? 'old' : '']), d.words.no_reports);
    drawOrders();
    // focus stays where it was after the page is drawn again
    if (focused && $(focused)) $(focused).focus();
  }

  function follow () {
    const events = new EventSource('events');
    events.addEventListener('view', (e) => {
      render(JSON.parse(e.data));
      setText($('status'), data.words.live);
    });
    events.onerror = () => { if (data) setText($('status'), data.words.lost); };
  }

  fetch('view').then((r) => r.json()).then(render).catch(() => {});
  follow();
})();
