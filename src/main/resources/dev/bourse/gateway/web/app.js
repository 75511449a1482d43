"use strict";
// The node's trading page: market data over the WebSocket (trades, L2, BBO, 1 s bars; REST for the trades at start),
// member views over signed REST refreshed on each event of the private "orders" channel, and the operator view. Requests are signed in the browser with the key's secret
// (HMAC-SHA256, docs/gateway.md); the secret never leaves the page.
const state = {symbols: [], listing: null, key: null, secret: null, bids: new Map(), asks: new Map(), ws: null,
  chart: null, trades: [], bars: [], node: null, rates: []};
const $ = (id) => document.getElementById(id);
const enc = new TextEncoder();

async function sign(secret, ts, method, path, query, body) {
  const k = await crypto.subtle.importKey("raw", enc.encode(secret), {name: "HMAC", hash: "SHA-256"}, false, ["sign"]);
  const mac = await crypto.subtle.sign("HMAC", k, enc.encode(ts + "\n" + method + "\n" + path + "\n" + query + "\n" + body));
  return Array.from(new Uint8Array(mac)).map((b) => b.toString(16).padStart(2, "0")).join("");
}

async function api(method, pathAndQuery, body) {
  const text = body === undefined ? "" : JSON.stringify(body);
  const headers = {"Content-Type": "application/json"};
  if (state.key) {
    const [path, query] = pathAndQuery.split("?");
    const ts = Date.now();
    headers["X-Bourse-Key"] = state.key;
    headers["X-Bourse-Timestamp"] = String(ts);
    headers["X-Bourse-Signature"] = await sign(state.secret, ts, method, path, query || "", text);
  }
  const r = await fetch(pathAndQuery, {method, headers, body: method === "GET" ? undefined : text});
  return {status: r.status, body: await r.json()};
}

async function publicGet(path) {
  const r = await fetch(path);
  return r.json();
}

function row(cells) {
  const tr = document.createElement("tr");
  for (const c of cells) {
    const td = document.createElement("td");
    if (c instanceof Node) td.appendChild(c); else td.textContent = c;
    tr.appendChild(td);
  }
  return tr;
}

function fill(id, rows) {
  const body = $(id);
  body.replaceChildren(...rows);
}

function renderBook() {
  const asks = [...state.asks.entries()].sort((a, b) => Number(a[0]) - Number(b[0])).slice(0, 12).reverse();
  const bids = [...state.bids.entries()].sort((a, b) => Number(b[0]) - Number(a[0])).slice(0, 12);
  fill("asks", asks.map(([p, s]) => row(["", p, s])));
  fill("bids", bids.map(([p, s]) => row([s, p, ""])));
  drawDepth(bids, asks.slice().reverse());
}

function drawDepth(bids, asks) {
  const c = $("depth"), g = c.getContext("2d");
  g.clearRect(0, 0, c.width, c.height);
  const cum = (levels) => { let t = 0; return levels.map(([p, s]) => [Number(p), t += Number(s)]); };
  const b = cum(bids), a = cum(asks);
  const all = b.concat(a);
  if (all.length === 0) return;
  const lo = Math.min(...all.map((x) => x[0])), hi = Math.max(...all.map((x) => x[0]));
  const top = Math.max(...all.map((x) => x[1]));
  const x = (p) => hi === lo ? c.width / 2 : (p - lo) / (hi - lo) * (c.width - 10) + 5;
  const y = (v) => c.height - 5 - v / top * (c.height - 10);
  // Each side as a filled staircase from its best price outwards: the size one could trade up to each price.
  for (const [side, color, fillColor] of [[b, "#3a3", "rgba(60,170,60,.25)"], [a, "#c44", "rgba(200,70,70,.25)"]]) {
    if (side.length === 0) continue;
    g.strokeStyle = color;
    g.fillStyle = fillColor;
    g.beginPath();
    g.moveTo(x(side[0][0]), y(0));
    let prev = 0;
    for (const [p, v] of side) {
      g.lineTo(x(p), y(prev));
      g.lineTo(x(p), y(v));
      prev = v;
    }
    g.lineTo(x(side[side.length - 1][0]), y(0));
    g.closePath();
    g.fill();
    g.stroke();
  }
}

function renderTrades() {
  fill("trades", state.trades.slice(0, 25).map((t) => row([new Date(t.timestamp / 1e6).toLocaleTimeString(),
    t.price, t.size, t.takerSide])));
  if (state.trades.length) $("last").textContent = "last " + state.trades[0].price;
}

// Candles drawn on uPlot's canvas from the open, high, low and close series (the series draw no lines themselves).
function candles(u) {
  const [xs, o, h, l, c] = u.data;
  const g = u.ctx;
  const w = Math.max(1, Math.min(12, u.bbox.width / Math.max(1, xs.length) * 0.7));
  g.save();
  g.lineWidth = Math.max(1, devicePixelRatio);
  for (let i = 0; i < xs.length; i++) {
    const x = u.valToPos(xs[i], "x", true);
    const yo = u.valToPos(o[i], "y", true), yc = u.valToPos(c[i], "y", true);
    g.strokeStyle = g.fillStyle = c[i] >= o[i] ? "#3c3" : "#e55";
    g.beginPath();
    g.moveTo(x, u.valToPos(h[i], "y", true));
    g.lineTo(x, u.valToPos(l[i], "y", true));
    g.stroke();
    g.fillRect(x - w / 2, Math.min(yo, yc), w, Math.max(1, Math.abs(yc - yo)));
  }
  g.restore();
}

function renderBars() {
  const b = state.bars;
  const data = [b.map((x) => x.start / 1e9), b.map((x) => Number(x.open)), b.map((x) => Number(x.high)),
    b.map((x) => Number(x.low)), b.map((x) => Number(x.close))];
  if (!state.chart) {
    const hidden = (label) => ({label, paths: () => null, points: {show: false}});
    state.chart = new uPlot({width: 560, height: 240, legend: {show: false},
      series: [{}, hidden("open"), hidden("high"), hidden("low"), hidden("close")],
      scales: {x: {time: true}}, axes: [{stroke: "#9ab", grid: {stroke: "#223"}},
        {stroke: "#9ab", grid: {stroke: "#223"}, size: 70, values: (u, vals) => vals.map((v) => v.toFixed(2))}],
      hooks: {draw: [candles]}}, data, $("chart"));
  } else {
    state.chart.setData(data);
  }
}

function onBars(e) {
  if (e.interval !== "1s") return;
  if (e.type === "bars") {
    state.bars = e.bars.slice();
  } else if (!state.bars.length || e.start > state.bars[state.bars.length - 1].start) {
    state.bars.push(e);
    if (state.bars.length > 300) state.bars.shift();
  }
  renderBars();
}

function renderBbo(e) {
  const side = (p, s) => p === null ? "-" : p + " x " + s;
  $("bbo").textContent = "bid " + side(e.bidPrice, e.bidSize) + " | ask " + side(e.askPrice, e.askSize);
}

function connect() {
  if (state.ws) state.ws.close();
  const ws = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/api/v1/ws");
  state.ws = ws;
  ws.onopen = async () => {
    const s = state.listing.symbol;
    ws.send(JSON.stringify({op: "subscribe", channel: "l2", symbol: s}));
    ws.send(JSON.stringify({op: "subscribe", channel: "trades", symbol: s}));
    ws.send(JSON.stringify({op: "subscribe", channel: "bbo", symbol: s}));
    ws.send(JSON.stringify({op: "subscribe", channel: "bars", symbol: s, interval: "1s"}));
    if (state.key) {
      const ts = Date.now();
      const signature = await sign(state.secret, ts, "GET", "/api/v1/ws", "", "");
      ws.send(JSON.stringify({op: "auth", key: state.key, timestamp: ts, signature}));
      ws.send(JSON.stringify({op: "subscribe", channel: "orders"}));
    }
  };
  ws.onmessage = (m) => {
    const e = JSON.parse(m.data);
    if (e.symbol !== undefined && state.listing && e.symbol !== state.listing.symbol) return;
    if (e.type === "l2snapshot") {
      state.bids = new Map(e.bids.map((l) => [l[0], l[1]]));
      state.asks = new Map(e.asks.map((l) => [l[0], l[1]]));
      renderBook();
    } else if (e.type === "l2") {
      const side = e.side === "BID" ? state.bids : state.asks;
      if (Number(e.size) === 0) side.delete(e.price); else side.set(e.price, e.size);
      renderBook();
    } else if (e.type === "trade") {
      state.trades.unshift(e);
      state.trades.length = Math.min(state.trades.length, 100);
      renderTrades();
    } else if (e.type === "bars" || e.type === "bar") {
      onBars(e);
    } else if (e.type === "bbo") {
      renderBbo(e);
    } else if (e.type === "order") {
      refreshMember();
    } else if (e.type === "heartbeat") {
      ws.send(JSON.stringify({op: "ping"}));
    } else if (e.type === "gap") {
      connect();
    }
  };
}

async function refreshMember() {
  if (!state.key) return;
  const [orders, balances, fills] = await Promise.all([api("GET", "/api/v1/orders"), api("GET", "/api/v1/balances"),
    api("GET", "/api/v1/fills?limit=20")]);
  if (orders.status === 200) {
    fill("orders", orders.body.orders.map((o) => {
      const b = document.createElement("button");
      b.textContent = "cancel";
      b.onclick = () => api("DELETE", "/api/v1/orders/" + o.symbol + "/" + o.orderId).then(refreshMember);
      return row([o.clientOrderId, o.side, o.price, o.remaining, b]);
    }));
  }
  if (balances.status === 200) {
    fill("balances", balances.body.balances.map((b) => row([b.currency, b.balance, b.held])));
  }
  if (fills.status === 200) {
    fill("fills", fills.body.fills.map((f) => row([f.price, f.size, f.side, f.liquidity])));
  }
}

async function refreshNode() {
  const n = await publicGet("/api/v1/node");
  const cpu = state.node && n.cpuSeconds >= 0 ? Math.round((n.cpuSeconds - state.node.cpuSeconds) * 100) + " %" : "-";
  state.node = n;
  state.rates.push(n.commandsPerSecond);
  if (state.rates.length > 60) state.rates.shift();
  fill("node-rows", [
    ["throughput", n.commandsPerSecond + " commands/s"],
    ["latency p50 / p99 / p99.9 / max", n.p50Micros + " / " + n.p99Micros + " / " + n.p999Micros + " / " + n.maxMicros
      + " µs"],
    ["journal", n.journalForces + " forces, longest " + n.journalForceMaxMicros + " µs, "
      + (n.journalBytes / 1048576).toFixed(1) + " MiB"],
    ["ring", n.ringRemaining + " of " + n.ringCapacity + " slots free"],
    ["orders resting", n.resting],
    ["WebSocket subscribers", n.subscribers],
    ["errors, CPU", n.errors + ", " + cpu + (n.running ? "" : ", NOT RUNNING")],
  ].map(([k, v]) => row([k, v])));
  const c = $("throughput"), g = c.getContext("2d");
  g.clearRect(0, 0, c.width, c.height);
  const top = Math.max(1, ...state.rates);
  g.strokeStyle = "#8bf";
  g.beginPath();
  state.rates.forEach((r, i) => {
    const x = i / 59 * (c.width - 2) + 1, y = c.height - 2 - r / top * (c.height - 4);
    if (i === 0) g.moveTo(x, y); else g.lineTo(x, y);
  });
  g.stroke();
}

async function selectSymbol() {
  state.listing = state.symbols.find((s) => String(s.symbol) === $("symbol").value);
  state.bids.clear();
  state.asks.clear();
  state.bars = [];
  const t = await publicGet("/api/v1/trades/" + state.listing.symbol + "?limit=50");
  state.trades = t.trades;
  renderTrades();
  connect();
}

async function login(key, secret) {
  state.key = key;
  state.secret = secret;
  const r = await api("GET", "/api/v1/balances");
  $("who").textContent = r.status === 200 ? "logged in" : "login failed: " + r.body.error;
  if (r.status !== 200) {
    state.key = null;
    return;
  }
  connect();
  refreshMember();
}

async function place(ev) {
  ev.preventDefault();
  if (!state.key) {
    $("ticket-result").textContent = "log in first";
    return;
  }
  const order = {symbol: state.listing.symbol, clientOrderId: 1 + Math.floor(Date.now() % 4000000000),
    side: $("side").value, type: $("type").value, price: $("price").value, size: $("size").value};
  const r = await api("POST", "/api/v1/orders", order);
  $("ticket-result").textContent = r.status + " " + (r.body.result || r.body.error) + (r.body.message ? ": "
    + r.body.message : "");
  refreshMember();
}

async function main() {
  const s = await publicGet("/api/v1/symbols");
  state.symbols = s.symbols;
  fill("symbol", state.symbols.map((x) => {
    const o = document.createElement("option");
    o.value = x.symbol;
    o.textContent = "symbol " + x.symbol;
    return o;
  }));
  $("symbol").onchange = selectSymbol;
  $("ticket").onsubmit = place;
  $("login").onsubmit = (ev) => { ev.preventDefault(); login($("key").value.trim(), $("secret").value.trim()); };
  await selectSymbol();
  const hash = new URLSearchParams(location.hash.slice(1));
  if (hash.get("key")) {
    $("key").value = hash.get("key");
    $("secret").value = hash.get("secret") || "";
    login(hash.get("key"), hash.get("secret") || "");
  }
  setInterval(refreshNode, 1000);
  setInterval(refreshMember, 3000);
}

main();
