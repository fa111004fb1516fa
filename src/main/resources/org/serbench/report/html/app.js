/*
 * serbench's HTML report: draws the results table, the charts and the comparison with loaded
 * results files from the data embedded in the page, all in the browser. The pure functions come
 * first and touch no DOM (under node they are exported for testing); the DOM code follows them.
 * The source holds no dollar sign, no backslash and only ASCII, so that it survives being pasted
 * into the page by a regular-expression replacement and any charset. Format colours are in app.css.
 */
(function (root) {
  'use strict';

  const DOT = String.fromCharCode(0xb7);
  const SIZE_KEY = DOT + 'size.bytes';
  const GZIP_KEY = DOT + 'gzip.bytes';
  const ALLOC_KEY = DOT + 'gc.alloc.rate.norm';
  const PLUS_MINUS = String.fromCharCode(0xb1);
  const EN_DASH = String.fromCharCode(0x2013);
  const ELLIPSIS = String.fromCharCode(0x2026);
  const PREFIX = 'org.serbench.';
  const DEFAULT_VARIANT = 'default';
  const KNOWN_FORMATS = ['json', 'binary', 'xml'];
  /** JMH's scoreError is the half width of a 99.9% interval: this many standard errors. */
  const Z_999 = 3.29;
  /** The page shows 95% intervals, as the Markdown report does; so do the comparison's ratios. */
  const Z_95 = 1.96;
  const SVG_NS = 'http://www.w3.org/2000/svg';
  const ENV_FIELDS = [['commit', 'Commit'], ['started', 'Started'], ['profile', 'Profile'], ['jvm', 'JVM'],
    ['machine', 'Machine'], ['flags', 'Flags'], ['wallTime', 'Wall time']];

  // ---------------------------------------------------------------- numbers

  /** A JSON number, or a number written as a string ("NaN" stands for a missing error). */
  const toNumber = value => (typeof value === 'number' ? value
    : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN);

  const isNum = value => typeof value === 'number' && Number.isFinite(value);
  const isBlank = value => value === null || value === undefined || value === '' ||
    (typeof value === 'number' && !Number.isFinite(value));
  const text = value => (value === null || value === undefined ? '' : String(value));

  /** Thousands separators, and one decimal below 100; blank for a missing value. */
  function formatNumber(x) {
    if (!isNum(x)) return '';
    const abs = Math.abs(x);
    const body = abs < 100 ? abs.toFixed(1) : Math.round(abs).toLocaleString('en-US');
    return (x < 0 && body !== '0.0' ? '-' : '') + body;
  }

  const formatCount = n => Math.round(n).toLocaleString('en-US');
  const formatRatio = r => (!isNum(r) ? '' : r >= 100 ? formatNumber(r) : r.toFixed(2));

  /** A short axis label: 250k, 1.5M. */
  function formatCompact(x) {
    if (x === 0) return '0';
    for (const scale of [[1e9, 'G'], [1e6, 'M'], [1e3, 'k']]) {
      if (Math.abs(x) >= scale[0]) return String(Number((x / scale[0]).toPrecision(3))) + scale[1];
    }
    return String(Number(x.toPrecision(3)));
  }

  // ---------------------------------------------------------------- parsing

  const phaseOf = benchmark => benchmark.slice(benchmark.lastIndexOf('.') + 1);

  /** params.dataSet, else the benchmark's name between "org.serbench." and the phase. */
  function dataSetOf(entry) {
    const params = entry.params || {};
    if (typeof params.dataSet === 'string' && params.dataSet !== '') return params.dataSet;
    let name = entry.benchmark;
    if (name.startsWith(PREFIX)) name = name.slice(PREFIX.length);
    const dot = name.lastIndexOf('.');
    return dot < 0 ? name : name.slice(0, dot);
  }

  function secondary(entry, key) {
    const metric = entry.secondaryMetrics && entry.secondaryMetrics[key];
    return metric ? toNumber(metric.score) : NaN;
  }

  /** One results entry as a flat record, or null for anything that is not one. */
  function parseEntry(entry) {
    if (!entry || typeof entry !== 'object' || typeof entry.benchmark !== 'string') return null;
    const params = entry.params && typeof entry.params === 'object' ? entry.params : {};
    if (typeof params.codec !== 'string') return null;
    const metric = entry.primaryMetric && typeof entry.primaryMetric === 'object' ? entry.primaryMetric : {};
    const score = toNumber(metric.score);
    // serbench writes the half width of the Markdown's 95% interval beside JMH's 99.9% scoreError;
    // a JMH file has only the latter, scaled here to 95% as for a normal mean.
    const error95 = Math.abs(toNumber(metric.serbenchError95));
    const error = isNum(error95) ? error95 : Math.abs(toNumber(metric.scoreError)) * Z_95 / Z_999;
    return {
      dataSet: dataSetOf(entry), phase: phaseOf(entry.benchmark), codec: params.codec,
      variant: typeof params.variant === 'string' && params.variant ? params.variant : DEFAULT_VARIANT,
      jdk: text(params.jdk), ok: isNum(score), score, error,
      low: isNum(error) ? score - error : score,
      high: isNum(error) ? score + error : score,
      size: secondary(entry, SIZE_KEY), gzip: secondary(entry, GZIP_KEY), alloc: secondary(entry, ALLOC_KEY)
    };
  }

  const parseResults = entries => (Array.isArray(entries) ? entries.map(parseEntry).filter(Boolean) : []);

  /** Every data set in order of appearance, TestObject and then media.1 first. */
  function orderDataSets(records) {
    const all = Array.from(new Set(records.map(r => r.dataSet)));
    const first = ['TestObject', 'media.1'].filter(d => all.includes(d));
    return first.concat(all.filter(d => !first.includes(d)));
  }

  function codecInfo(codecs, codec) {
    const known = codecs && typeof codecs === 'object' && Object.prototype.hasOwnProperty.call(codecs, codec);
    const info = known && codecs[codec] && typeof codecs[codec] === 'object' ? codecs[codec] : {};
    return {
      format: KNOWN_FORMATS.includes(info.format) ? info.format : 'other',
      family: typeof info.family === 'string' && info.family !== '' ? info.family : 'unknown',
      safety: typeof info.safety === 'string' ? info.safety : ''
    };
  }

  function familiesOf(records, codecs) {
    const names = new Set(records.map(r => r.codec));
    return Array.from(new Set(Array.from(names, c => codecInfo(codecs, c).family))).sort();
  }

  const measureOf = r => (r ? { score: r.score, error: r.error, low: r.low, high: r.high } : null);

  function firstNumber(records, field) {
    for (const r of records) if (r && isNum(r[field])) return r[field];
    return NaN;
  }

  /** One table row of a codec from its phases' records. */
  function makeRow(codec, phases, info) {
    const ordered = ['encode', 'ser', 'decode', 'total', 'create'].map(p => phases[p]);
    const serAlloc = phases.ser ? phases.ser.alloc : NaN;
    const decodeAlloc = phases.decode ? phases.decode.alloc : NaN;
    return {
      codec, format: info.format, family: info.family, safety: info.safety,
      encode: measureOf(phases.encode), decode: measureOf(phases.decode), total: measureOf(phases.total),
      size: firstNumber(ordered, 'size'), gzip: firstNumber(ordered, 'gzip'),
      alloc: isNum(serAlloc) && isNum(decodeAlloc) ? serAlloc + decodeAlloc : NaN
    };
  }

  /** One row per codec measured on the data set: the default variant's measured entries. */
  function buildRows(records, dataSet, codecs) {
    const byCodec = new Map();
    for (const r of records) {
      if (r.dataSet !== dataSet || !r.ok || r.variant !== DEFAULT_VARIANT) continue;
      if (!byCodec.has(r.codec)) byCodec.set(r.codec, {});
      const phases = byCodec.get(r.codec);
      if (!phases[r.phase]) phases[r.phase] = r;
    }
    return Array.from(byCodec, entry => makeRow(entry[0], entry[1], codecInfo(codecs, entry[0])));
  }

  function matchesFilters(row, filters) {
    return (filters.format === 'all' || row.format === filters.format) &&
      (filters.family === 'all' || row.family === filters.family);
  }

  /** Rows sorted by a column; blank values last in both directions, ties by codec. */
  function sortRows(rows, columns, sort) {
    const column = columns.find(c => c.key === sort.key) || columns[0];
    const sign = sort.dir === 'desc' ? -1 : 1;
    const byCodec = (a, b) => text(a.codec).localeCompare(text(b.codec));
    return rows.slice().sort((a, b) => {
      const va = column.value(a);
      const vb = column.value(b);
      if (isBlank(va) || isBlank(vb)) {
        return isBlank(va) === isBlank(vb) ? byCodec(a, b) : isBlank(va) ? 1 : -1;
      }
      const order = typeof va === 'number' ? va - vb : String(va).localeCompare(String(vb));
      return order !== 0 ? sign * order : byCodec(a, b);
    });
  }

  // ---------------------------------------------------------------- comparison

  /**
   * The ratio other/base with a 95% interval: each error, a 95% half width, gives a standard
   * error, the two relative errors combine in quadrature on the log of the ratio.
   * "faster" when the interval lies wholly below 1, "slower" wholly above.
   */
  function compareMeasures(base, other) {
    if (!base || !other || !(base.score > 0) || !(other.score > 0)) return null;
    const ratio = other.score / base.score;
    const relBase = base.error / Z_95 / base.score;
    const relOther = other.error / Z_95 / other.score;
    if (!isNum(relBase) || !isNum(relOther)) return { ratio, low: NaN, high: NaN, verdict: '' };
    const spread = Z_95 * Math.sqrt(relBase * relBase + relOther * relOther);
    const low = ratio * Math.exp(-spread);
    const high = ratio * Math.exp(spread);
    return { ratio, low, high, verdict: high < 1 ? 'faster' : low > 1 ? 'slower' : '' };
  }

  function geometricMean(values) {
    const logs = values.filter(v => isNum(v) && v > 0).map(Math.log);
    return logs.length ? Math.exp(logs.reduce((a, b) => a + b, 0) / logs.length) : NaN;
  }

  /** Why a parsed file is not a results array, or null when it is one. */
  function resultsProblem(json) {
    if (!Array.isArray(json)) return 'not a results array (JMH JSON: a list of benchmark entries)';
    if (json.length === 0) return 'an empty results array';
    for (let i = 0; i < json.length; i++) {
      if (!parseEntry(json[i]) || !json[i].primaryMetric) {
        return 'entry ' + (i + 1) + ' is not a benchmark entry (benchmark, params.codec, primaryMetric)';
      }
    }
    return null;
  }

  const distinct = values => Array.from(new Set(values.filter(v => !isBlank(v)).map(String)));

  /** A loaded results file, named by its file name. */
  function makeRun(name, entries) {
    const runs = entries.map(e => (e.serbenchRun && typeof e.serbenchRun === 'object' ? e.serbenchRun : {}));
    return {
      name, entries: entries.length, records: parseResults(entries),
      commits: distinct(runs.map(r => r.commit)), started: distinct(runs.map(r => r.started)),
      jvms: distinct(entries.map(e => e.jvm))
    };
  }

  /** A loaded run's measured entries of a data set: codec, then variant and JDK, then phase. */
  function groupLoaded(records, dataSet) {
    const byCodec = new Map();
    for (const r of records) {
      if (r.dataSet !== dataSet || !r.ok) continue;
      if (!byCodec.has(r.codec)) byCodec.set(r.codec, new Map());
      const groups = byCodec.get(r.codec);
      const key = r.variant + '|' + r.jdk;
      if (!groups.has(key)) groups.set(key, { variant: r.variant, jdk: r.jdk, phases: {} });
      const group = groups.get(key);
      if (!group.phases[r.phase]) group.phases[r.phase] = measureOf(r);
    }
    return byCodec;
  }

  /** "codec", or "codec (variant)" where the file holds several variants (or JDKs) of it. */
  function groupLabel(codec, group, groups) {
    const parts = [];
    if (new Set(groups.map(g => g.variant)).size > 1) parts.push(group.variant);
    if (new Set(groups.map(g => g.jdk)).size > 1) parts.push('JDK ' + (group.jdk || '?'));
    return parts.length ? codec + ' (' + parts.join(', ') + ')' : codec;
  }

  const comparePhase = (base, loaded) => ({ base, loaded, ratio: compareMeasures(base, loaded) });

  /** One row per codec (and variant) in this page's rows and a loaded run; cells[i] per run. */
  function comparisonRows(pageRows, runs, dataSet) {
    const base = new Map(pageRows.filter(r => r.encode || r.decode).map(r => [r.codec, r]));
    const rows = new Map();
    runs.forEach((run, i) => {
      for (const entry of groupLoaded(run.records, dataSet)) {
        const page = base.get(entry[0]);
        if (!page) continue;
        const groups = Array.from(entry[1].values());
        for (const group of groups) {
          if (!group.phases.encode && !group.phases.decode) continue;
          const label = groupLabel(entry[0], group, groups);
          if (!rows.has(label)) rows.set(label, { codec: label, cells: [] });
          rows.get(label).cells[i] = {
            encode: comparePhase(page.encode, group.phases.encode),
            decode: comparePhase(page.decode, group.phases.decode)
          };
        }
      }
    });
    return Array.from(rows.values());
  }

  /** Per phase: the geometric mean of run i's ratios, how many, how many faster and slower. */
  function runSummary(rows, i) {
    const summary = {};
    for (const phase of ['encode', 'decode']) {
      const ratios = rows.map(r => r.cells[i] && r.cells[i][phase].ratio).filter(Boolean);
      const count = verdict => ratios.filter(r => r.verdict === verdict).length;
      summary[phase] = {
        mean: geometricMean(ratios.map(r => r.ratio)), count: ratios.length,
        faster: count('faster'), slower: count('slower')
      };
    }
    return summary;
  }

  // ---------------------------------------------------------------- chart layout

  /** Round ticks from 0 to at least max, about count of them. */
  function niceTicks(max, count) {
    if (!(max > 0)) return [0, 1];
    const raw = max / Math.max(1, count);
    const magnitude = Math.pow(10, Math.floor(Math.log10(raw)));
    const n = raw / magnitude;
    const step = (n <= 1 ? 1 : n <= 2 ? 2 : n <= 5 ? 5 : 10) * magnitude;
    const ticks = [];
    for (let i = 0; i <= Math.ceil(max / step - 1e-9); i++) ticks.push(Number((i * step).toPrecision(12)));
    return ticks;
  }

  /** Ticks between two log10 values: powers of ten, with 2 and 5 when the range is short. */
  function logTicks(lo, hi) {
    const multiples = hi - lo > 3 ? [1] : [1, 2, 5];
    const ticks = [];
    for (let k = Math.floor(lo); k <= Math.ceil(hi); k++) {
      for (const m of multiples) {
        const v = Number((m * Math.pow(10, k)).toPrecision(6));
        if (Math.log10(v) >= lo && Math.log10(v) <= hi) ticks.push(v);
      }
    }
    return ticks;
  }

  /** A log10 domain around positive values, padded by a fraction of a decade. */
  function logDomain(values) {
    const logs = values.filter(v => v > 0).map(Math.log10);
    if (!logs.length) return [0, 1];
    const lo = Math.min.apply(null, logs);
    const hi = Math.max.apply(null, logs);
    const pad = Math.max(0.08, (hi - lo) * 0.04);
    return hi - lo < 1e-9 ? [lo - 0.5, hi + 0.5] : [lo - pad, hi + pad];
  }

  const overlaps = (a, b) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

  /**
   * Text labels beside points, right of the point or else left, kept inside box and clear of
   * every point and earlier label; null where neither side fits.
   */
  function placeLabels(points, box, charWidth, lineHeight) {
    const taken = points.map(p => ({ x0: p.x - 4, x1: p.x + 4, y0: p.y - 4, y1: p.y + 4 }));
    return points.map(p => {
      const width = p.text.length * charWidth;
      for (const side of [1, -1]) {
        const x0 = side > 0 ? p.x + 6 : p.x - 6 - width;
        const rect = { x0, x1: x0 + width, y0: p.y - lineHeight / 2, y1: p.y + lineHeight / 2 };
        const inside = rect.x0 >= box.x0 && rect.x1 <= box.x1 && rect.y0 >= box.y0 && rect.y1 <= box.y1;
        if (!inside || taken.some(t => overlaps(t, rect))) continue;
        taken.push(rect);
        const anchor = side > 0 ? 'start' : 'end';
        return { x: p.x + side * 6, y: p.y + lineHeight * 0.35, anchor };
      }
      return null;
    });
  }

  const shorten = (name, max) => (name.length <= max ? name : name.slice(0, max - 1) + ELLIPSIS);

  const pure = {
    toNumber, formatNumber, formatCount, formatRatio, formatCompact, parseEntry, parseResults,
    orderDataSets, codecInfo, familiesOf, buildRows, matchesFilters, sortRows, compareMeasures,
    geometricMean, resultsProblem, makeRun, groupLoaded, comparisonRows, runSummary, niceTicks,
    logTicks, logDomain, placeLabels
  };

  if (typeof document === 'undefined') {
    if (typeof module === 'object' && module.exports) module.exports = pure;
    return;
  }

  // ---------------------------------------------------------------- DOM helpers

  function append(node, children) {
    if (children === null || children === undefined) return node;
    for (const child of Array.isArray(children) ? children : [children]) {
      if (child === null || child === undefined || child === false) continue;
      node.appendChild(typeof child === 'object' ? child : document.createTextNode(String(child)));
    }
    return node;
  }

  function setAttributes(node, attributes) {
    for (const name in attributes || {}) {
      const value = attributes[name];
      if (value === null || value === undefined || value === false || value === '') continue;
      node.setAttribute(name, value === true ? '' : String(value));
    }
    return node;
  }

  /** An HTML element; children are nodes or strings (added as text, never parsed). */
  const el = (tag, attributes, children) =>
    append(setAttributes(document.createElement(tag), attributes), children);
  const svgEl = (tag, attributes, children) =>
    append(setAttributes(document.createElementNS(SVG_NS, tag), attributes), children);

  // ---------------------------------------------------------------- state

  const model = { data: {}, records: [], dataSets: [], codecs: {}, error: '' };
  const headerSignatures = new WeakMap();
  const state = {
    dataSet: '', format: 'all', family: 'all', runs: [], messages: [],
    sorts: { results: { key: 'encode', dir: 'asc' }, comparison: { key: 'codec', dir: 'asc' } }
  };

  function readData() {
    try {
      const data = JSON.parse(document.getElementById('serbench-data').textContent);
      return data && typeof data === 'object' && !Array.isArray(data) ? data : {};
    } catch (e) {
      model.error = 'The page holds no readable results (' + e.message + ').';
      return {};
    }
  }

  // ---------------------------------------------------------------- environment

  function renderEnvironment(section, data) {
    const run = data.run && typeof data.run === 'object' ? data.run : {};
    const list = el('dl', { class: 'env' });
    for (const field of ENV_FIELDS) {
      const value = text(run[field[0]]) || 'not recorded';
      append(list, [el('dt', null, field[1]), el('dd', { 'data-field': field[0] }, value)]);
    }
    append(section, [list, librariesTable(data.libraries)]);
  }

  function librariesTable(libraries) {
    const names = libraries && typeof libraries === 'object' ? Object.keys(libraries).sort() : [];
    const rows = names.map(n => el('tr', null, [el('td', null, n), el('td', null, text(libraries[n]))]));
    const table = el('table', { class: 'libraries' }, [
      el('thead', null, el('tr', null, [el('th', null, 'library'), el('th', null, 'version')])),
      el('tbody', null, rows)
    ]);
    const summary = el('summary', null, 'Library versions (' + names.length + ')');
    return el('details', { id: 'libraries' }, [summary, table]);
  }

  // ---------------------------------------------------------------- tables

  /*
   * A column: key (its data-sort), label, kind ("text", "number" or "ratio"), value(row), and
   * optionally title, error(row) (shown after the number, or as its tooltip when compact),
   * cls(row) for a text cell's class, ratio(row) for a ratio cell, group (a loaded run's index).
   */
  function timeColumn(phase, title) {
    return {
      key: phase, label: phase + ' ns', kind: 'number', title: 'ns per object ' + title + ', ' +
        PLUS_MINUS + ' its 95% interval',
      value: r => (r[phase] ? r[phase].score : NaN), error: r => (r[phase] ? r[phase].error : NaN)
    };
  }

  function safetyClass(row) {
    const verdict = row.safety.toLowerCase();
    if (verdict.startsWith('not safe')) return 'safety unsafe';
    if (verdict.startsWith('safe with')) return 'safety conditional';
    return verdict.startsWith('safe') ? 'safety safe' : 'safety';
  }

  const bytesColumn = (key, label, title) => ({ key, label, kind: 'number', title, value: r => r[key] });

  const RESULT_COLUMNS = [
    { key: 'codec', label: 'codec', kind: 'text', value: r => r.codec, cls: () => 'codec' },
    { key: 'format', label: 'format', kind: 'text', value: r => r.format },
    { key: 'family', label: 'family', kind: 'text', value: r => r.family },
    timeColumn('encode', 'to encode'),
    timeColumn('decode', 'to decode'),
    timeColumn('total', 'for the whole round trip'),
    bytesColumn('size', 'size B', 'encoded bytes per object'),
    bytesColumn('gzip', 'gzip B', 'gzip-compressed bytes per object'),
    bytesColumn('alloc', 'alloc B', 'bytes allocated per object: ser plus decode'),
    { key: 'safety', label: 'safety', kind: 'text', value: r => r.safety, cls: safetyClass }
  ];

  /** The comparison's three columns for one phase of loaded run i: here, loaded, ratio. */
  function phaseColumns(run, i, phase) {
    const at = r => (r.cells[i] ? r.cells[i][phase] : null);
    const side = (name, field) => r => (at(r) && at(r)[name] ? at(r)[name][field] : NaN);
    const ratio = r => (at(r) ? at(r).ratio : null);
    const key = 'run' + i + '-' + phase;
    const loadedTitle = phase + ' ns/object in ' + run.name;
    return [
      { key: key + '-this', group: i, label: phase + ' here', kind: 'number', compact: true,
        value: side('base', 'score'), error: side('base', 'error'), title: phase + ' ns/object here' },
      { key: key + '-loaded', group: i, label: phase + ' loaded', kind: 'number', compact: true,
        value: side('loaded', 'score'), error: side('loaded', 'error'), title: loadedTitle },
      { key: key + '-ratio', group: i, label: 'ratio', kind: 'ratio', ratio,
        value: r => (ratio(r) ? ratio(r).ratio : NaN), title: 'loaded / here, with its 95% interval' }
    ];
  }

  function comparisonColumns(runs) {
    const columns = [{ key: 'codec', label: 'codec', kind: 'text', value: r => r.codec, cls: () => 'codec' }];
    runs.forEach((run, i) => columns.push(...phaseColumns(run, i, 'encode'),
      ...phaseColumns(run, i, 'decode')));
    return columns;
  }

  function headerCell(column, extra) {
    const attributes = { 'data-sort': column.key, scope: 'col', tabindex: 0, title: column.title };
    if (column.kind !== 'text') attributes.class = 'num';
    return el('th', Object.assign(attributes, extra), column.label);
  }

  /** One header row, or two where columns belong to groups (one per loaded run). */
  function headerRows(columns, groups) {
    if (!groups) return [el('tr', null, columns.map(c => headerCell(c)))];
    const top = el('tr', null, columns.filter(c => c.group === undefined)
      .map(c => headerCell(c, { rowspan: 2 })));
    groups.forEach((group, i) => {
      const colspan = columns.filter(c => c.group === i).length;
      append(top, el('th', { colspan, scope: 'colgroup', class: 'group', title: group.title }, group.label));
    });
    return [top, el('tr', null, columns.filter(c => c.group !== undefined).map(c => headerCell(c)))];
  }

  /**
   * Builds a table's header when its columns change, and otherwise keeps its cells (a sort only
   * moves the sorted-asc or sorted-desc class), so that a reference to a header stays valid.
   */
  function renderHeader(table, columns, sort, groups) {
    const head = table.tHead || table.createTHead();
    const signature = JSON.stringify([columns.map(c => c.key), groups || []]);
    if (headerSignatures.get(head) !== signature) {
      head.replaceChildren(...headerRows(columns, groups));
      headerSignatures.set(head, signature);
    }
    for (const th of head.querySelectorAll('th[data-sort]')) {
      const sorted = th.getAttribute('data-sort') === sort.key;
      th.classList.toggle('sorted-asc', sorted && sort.dir === 'asc');
      th.classList.toggle('sorted-desc', sorted && sort.dir === 'desc');
    }
  }

  function ratioCell(ratio) {
    const title = isNum(ratio.low)
      ? '95% interval ' + formatRatio(ratio.low) + EN_DASH + formatRatio(ratio.high)
      : 'no interval: a score without an error';
    const cls = ['ratio', ratio.verdict].filter(Boolean).join(' ');
    return el('td', { class: cls, 'data-value': String(ratio.ratio), title }, formatRatio(ratio.ratio));
  }

  function cell(column, row) {
    const value = column.value(row);
    if (column.kind === 'text') return el('td', { class: column.cls ? column.cls(row) : null }, text(value));
    if (!isNum(value)) return el('td', { class: 'num' });
    if (column.kind === 'ratio') return ratioCell(column.ratio(row));
    const error = column.error ? column.error(row) : NaN;
    const errorText = isNum(error) ? PLUS_MINUS + ' ' + formatNumber(error) : '';
    const title = column.compact ? errorText : null;
    const td = el('td', { class: 'num', 'data-value': String(value), title }, formatNumber(value));
    if (errorText && !column.compact) append(td, [' ', el('span', { class: 'err' }, errorText)]);
    return td;
  }

  /** Rewrites a table's header and body: rows sorted, each a tr with options.rowAttributes. */
  function renderTable(table, columns, rows, sort, options) {
    renderHeader(table, columns, sort, options.groups);
    const body = table.tBodies[0] || table.createTBody();
    const tr = row => el('tr', options.rowAttributes(row), columns.map(c => cell(c, row)));
    body.replaceChildren(...sortRows(rows, columns, sort).map(tr));
  }

  /** The rows of a data set the report holds implausible, codec to reason (see Plausibility). */
  function implausibleOf(dataSet) {
    const all = model.data && model.data.implausible && typeof model.data.implausible === 'object'
      ? model.data.implausible : {};
    const rows = all[dataSet];
    return rows && typeof rows === 'object' ? rows : {};
  }

  function countLine(shown, total) {
    if (model.error) return model.error;
    const left = Object.entries(implausibleOf(state.dataSet));
    const leftOut = left.length === 0 ? '' : ' Left out as implausible, as in the Markdown report: ' +
      left.map(e => e[0] + ' (' + e[1] + ')').join('; ') + '.';
    if (total === 0) return 'No results' + (state.dataSet ? ' for ' + state.dataSet : '') + '.' + leftOut;
    return 'Showing ' + shown + ' of ' + total + ' codecs on ' + state.dataSet + '. Times in ns per ' +
      'object, ' + PLUS_MINUS + ' the 95% interval; sizes and allocation in bytes per object.' + leftOut;
  }

  function renderResults(shown, total) {
    document.getElementById('shown-count').textContent = countLine(shown.length, total);
    renderTable(document.getElementById('results'), RESULT_COLUMNS, shown, state.sorts.results, {
      rowAttributes: r => ({ 'data-codec': r.codec, 'data-format': r.format, 'data-family': r.family })
    });
  }

  // ---------------------------------------------------------------- charts

  function sizeSvg(svg, width, height) {
    setAttributes(svg, { width, height, viewBox: '0 0 ' + width + ' ' + height });
    svg.replaceChildren();
  }

  function emptyChart(svg, width) {
    sizeSvg(svg, width, 40);
    append(svg, svgEl('text', { x: 10, y: 24, class: 'empty' }, 'no results'));
  }

  const tick = (x, y, anchor, label) => svgEl('text', { x, y, class: 'tick', 'text-anchor': anchor }, label);
  const tipOf = (row, m) => row.codec + ': ' + formatNumber(m.score) + ' ns/object' +
    (isNum(m.error) ? ' ' + PLUS_MINUS + ' ' + formatNumber(m.error) : '') + ' (' + row.format + ')';

  /** Horizontal bars of one phase, fastest first, whiskers over the 95% interval. */
  function drawBarChart(svg, rows, phase) {
    const width = 570, labelWidth = 200, right = 14, top = 26, rowHeight = 16, barHeight = 12;
    const items = rows.filter(r => r[phase]).sort((a, b) => a[phase].score - b[phase].score);
    if (!items.length) return emptyChart(svg, width);
    const height = top + items.length * rowHeight + 8;
    sizeSvg(svg, width, height);
    const ticks = niceTicks(Math.max(...items.map(r => r[phase].score)), 4);
    const domain = ticks[ticks.length - 1];
    const x = v => labelWidth + Math.min(Math.max(v, 0), domain) / domain * (width - labelWidth - right);
    for (const t of ticks) {
      append(svg, [svgEl('line', { x1: x(t), x2: x(t), y1: top - 4, y2: height - 6, class: 'grid' }),
        tick(x(t), top - 8, 'middle', formatCompact(t))]);
    }
    items.forEach((row, i) => {
      const m = row[phase];
      const y = top + i * rowHeight + (rowHeight - barHeight) / 2;
      const label = { x: labelWidth - 6, y: y + barHeight / 2 + 4, class: 'label', 'text-anchor': 'end' };
      const bar = { x: labelWidth, y, width: Math.max(1, x(m.score) - labelWidth), height: barHeight };
      append(svg, svgEl('g', { class: 'bar-row' }, [
        svgEl('title', null, tipOf(row, m)),
        svgEl('text', label, shorten(row.codec, 34)),
        svgEl('rect', Object.assign(bar, { class: 'fmt-' + row.format })),
        errorBar(x(m.low), x(m.high), y + barHeight / 2)
      ]));
    });
  }

  function errorBar(from, to, y) {
    if (!isNum(from) || !isNum(to) || to - from < 0.5) return null;
    const cap = x => 'M' + x + ' ' + (y - 3) + 'v6';
    return svgEl('path', { class: 'errbar', d: cap(from) + cap(to) + 'M' + from + ' ' + y + 'H' + to });
  }

  /** Encode time against size, log-log, one dot per codec, labelled where a label fits. */
  function drawScatter(svg, rows) {
    const width = 1160, height = 560;
    const box = { x0: 70, x1: width - 20, y0: 20, y1: height - 50 };
    const items = rows.filter(r => r.encode && r.encode.score > 0 && r.size > 0);
    if (!items.length) return emptyChart(svg, width);
    sizeSvg(svg, width, height);
    const xd = logDomain(items.map(r => r.encode.score));
    const yd = logDomain(items.map(r => r.size));
    const x = v => box.x0 + (Math.log10(v) - xd[0]) / (xd[1] - xd[0]) * (box.x1 - box.x0);
    const y = v => box.y1 - (Math.log10(v) - yd[0]) / (yd[1] - yd[0]) * (box.y1 - box.y0);
    drawScatterAxes(svg, box, { xd, yd, x, y });
    const points = items.map(r => ({ x: x(r.encode.score), y: y(r.size), text: r.codec, row: r }));
    const labels = placeLabels(points, box, 5.6, 11);
    points.forEach((p, i) => {
      const tip = tipOf(p.row, p.row.encode) + ', ' + formatNumber(p.row.size) + ' bytes';
      const at = labels[i];
      append(svg, svgEl('g', { class: 'dot' }, [
        svgEl('title', null, tip),
        svgEl('circle', { cx: p.x, cy: p.y, r: 4, class: 'fmt-' + p.row.format }),
        at && svgEl('text', { x: at.x, y: at.y, 'text-anchor': at.anchor, class: 'dot-label' }, p.text)
      ]));
    });
  }

  function drawScatterAxes(svg, box, scale) {
    for (const t of logTicks(scale.xd[0], scale.xd[1])) {
      const x = scale.x(t);
      append(svg, [svgEl('line', { x1: x, x2: x, y1: box.y0, y2: box.y1, class: 'grid' }),
        tick(x, box.y1 + 16, 'middle', formatCompact(t))]);
    }
    for (const t of logTicks(scale.yd[0], scale.yd[1])) {
      const y = scale.y(t);
      append(svg, [svgEl('line', { x1: box.x0, x2: box.x1, y1: y, y2: y, class: 'grid' }),
        tick(box.x0 - 6, y + 4, 'end', formatCompact(t))]);
    }
    const middleY = (box.y0 + box.y1) / 2;
    const title = (x, y, transform, label) =>
      svgEl('text', { x, y, transform, class: 'axis-title', 'text-anchor': 'middle' }, label);
    const frame = { x: box.x0, y: box.y0, width: box.x1 - box.x0, height: box.y1 - box.y0, class: 'frame' };
    append(svg, [
      svgEl('rect', frame),
      title((box.x0 + box.x1) / 2, box.y1 + 38, null, 'encode, ns per object (log scale)'),
      title(16, middleY, 'rotate(-90 16 ' + middleY + ')', 'size, bytes per object (log scale)')
    ]);
  }

  function renderCharts(shown) {
    drawBarChart(document.getElementById('chart-encode'), shown, 'encode');
    drawBarChart(document.getElementById('chart-decode'), shown, 'decode');
    drawScatter(document.getElementById('chart-scatter'), shown);
  }

  // ---------------------------------------------------------------- comparison

  function runTitle(run) {
    const parts = [formatCount(run.entries) + ' entries'];
    if (run.commits.length) parts.push('commit ' + run.commits.join(', '));
    if (run.started.length) parts.push('started ' + run.started.join(', '));
    if (run.jvms.length) parts.push(run.jvms.join('; '));
    return parts.join(', ');
  }

  function summaryLine(run, summary) {
    const phase = name => {
      const s = summary[name];
      return !s.count ? name + ': no ratios' : name + ' ' + formatRatio(s.mean) + ' over ' + s.count +
        ' (' + s.faster + ' faster, ' + s.slower + ' slower)';
    };
    const line = ': geometric mean of loaded/this ratios, ' + phase('encode') + '; ' + phase('decode');
    return el('li', null, [el('strong', null, run.name), line]);
  }

  function renderComparison(shown) {
    const table = document.getElementById('comparison');
    const summary = document.getElementById('comparison-summary');
    const rows = comparisonRows(shown, state.runs, state.dataSet);
    renderTable(table, comparisonColumns(state.runs), rows, state.sorts.comparison, {
      groups: state.runs.map(run => ({ label: run.name, title: runTitle(run) })),
      rowAttributes: r => ({ 'data-codec': r.codec })
    });
    table.hidden = state.runs.length === 0;
    summary.replaceChildren();
    if (!state.runs.length) {
      append(summary, el('li', null, 'Load results files to compare them with this page, codec by codec.'));
    } else if (!rows.length) {
      const where = state.dataSet || 'this page';
      append(summary, el('li', null, 'No codec shown for ' + where + ' is in the loaded files.'));
    } else {
      state.runs.forEach((run, i) => append(summary, summaryLine(run, runSummary(rows, i))));
      append(summary, el('li', { class: 'note' }, 'A ratio below 1: the loaded run was faster. Marked ' +
        'faster or slower only where its 95% interval excludes 1. The filters above apply here too.'));
    }
  }

  function renderMessages() {
    const status = document.getElementById('compare-status');
    status.replaceChildren();
    state.messages.forEach((m, i) => {
      append(status, [i > 0 && el('br'), el('span', { class: m.error ? 'error' : 'ok' }, m.text)]);
    });
  }

  /** The run in a chosen file, or a message saying why the file was rejected. */
  async function readRun(file) {
    let json;
    try {
      json = JSON.parse(await file.text());
    } catch (e) {
      return { error: true, text: file.name + ': rejected, not JSON (' + e.message + ')' };
    }
    const problem = resultsProblem(json);
    if (problem) return { error: true, text: file.name + ': rejected, ' + problem };
    const run = makeRun(file.name, json);
    return { error: false, run, text: 'Loaded ' + file.name + ': ' + formatCount(run.entries) + ' entries.' };
  }

  /** Adds each chosen results file as a run; a later file of the same name replaces the earlier. */
  async function loadFiles(files) {
    const messages = [];
    for (const file of Array.from(files)) {
      const outcome = await readRun(file);
      if (outcome.run) state.runs = state.runs.filter(r => r.name !== outcome.run.name).concat([outcome.run]);
      messages.push({ error: outcome.error, text: outcome.text });
    }
    state.messages = messages;
    renderMessages();
    render();
  }

  // ---------------------------------------------------------------- controls and wiring

  const fillSelect = (select, values) => append(select, values.map(v => el('option', { value: v }, v)));

  function onSort(event) {
    const th = event.target.closest('th[data-sort]');
    if (!th || (event.type === 'keydown' && event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    const sort = state.sorts[event.currentTarget.id];
    const key = th.getAttribute('data-sort');
    if (sort.key === key) sort.dir = sort.dir === 'asc' ? 'desc' : 'asc';
    else Object.assign(sort, { key, dir: 'asc' });
    render();
  }

  function wire() {
    const controls = { dataset: 'dataSet', format: 'format', family: 'family' };
    for (const id in controls) {
      document.getElementById(id).addEventListener('change', e => {
        state[controls[id]] = e.target.value;
        render();
      });
    }
    for (const id of ['results', 'comparison']) {
      document.getElementById(id).addEventListener('click', onSort);
      document.getElementById(id).addEventListener('keydown', onSort);
    }
    const input = document.getElementById('compare');
    input.addEventListener('change', () => loadFiles(input.files).finally(() => { input.value = ''; }));
    document.getElementById('compare-clear').addEventListener('click', () => {
      state.runs = [];
      state.messages = [{ error: false, text: 'Cleared the loaded runs.' }];
      renderMessages();
      render();
    });
  }

  /** Redraws the table, the charts and the comparison for the chosen data set and filters. */
  function render() {
    const left = implausibleOf(state.dataSet);
    const all = buildRows(model.records, state.dataSet, model.codecs).filter(r => !(r.codec in left));
    const shown = all.filter(r => matchesFilters(r, state));
    renderResults(shown, all.length);
    renderCharts(shown);
    renderComparison(shown);
  }

  function init() {
    model.data = readData();
    model.records = parseResults(model.data.results);
    model.dataSets = orderDataSets(model.records);
    model.codecs = model.data.codecs && typeof model.data.codecs === 'object' ? model.data.codecs : {};
    state.dataSet = model.dataSets[0] || '';
    const datasetSelect = document.getElementById('dataset');
    fillSelect(datasetSelect, model.dataSets);
    datasetSelect.disabled = model.dataSets.length === 0;
    fillSelect(document.getElementById('family'), familiesOf(model.records, model.codecs));
    renderEnvironment(document.getElementById('environment'), model.data);
    wire();
    render();
    root.serbench = { data: model.data, state, render };
  }

  // The page places this script after every element it uses.
  init();
})(typeof window !== 'undefined' ? window : globalThis);
