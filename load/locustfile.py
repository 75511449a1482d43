"""Load on a Bourse node with Locust: signed place/cancel traffic from many members over REST, plus WebSocket
subscribers to the market data.

Each `Member` is a member of its own: at start it is added and funded through the admin API (the admin key and
secret come from the environment, as `bourse node` prints them), then it places limit orders around a mid price and
cancels them, now and then crossing the spread with an IOC. Every request is signed with HMAC-SHA256 as
docs/gateway.md describes. Pacing is per user (constant_throughput), so the offered load is members x rate whatever
the answers' latency. Members use Locust's FastHttpUser (geventhttpclient), the cheapest client it ships.

Each `Subscriber` (BOURSE_WS_SUBSCRIBERS of them, taken from the -u users) opens /api/v1/ws, subscribes to trades,
l2, bbo and 1 s bars of every symbol, answers each heartbeat with a ping, and reports every message it reads as a
request named "ws <type>" (request type WS); for trades the response time is from the trade's timestamp to its
arrival, the feed's delivery latency (same machine clock). A subscriber the node closes (slow, idle) or that fails
counts as a failure.

    bourse node --no-demo --port 8080            # prints "admin key K secret S"
    BOURSE_ADMIN_KEY=K BOURSE_ADMIN_SECRET=S locust -f load/locustfile.py --headless \
        --host http://127.0.0.1:8080 -u 50 -r 10 -t 60s

Settings (environment): BOURSE_RATE requests per second per member (default 10), BOURSE_SYMBOLS the symbol ids to
trade (default "1,2,3"), BOURSE_QUOTE the quote currency (default 2), BOURSE_PRICE_DECIMALS (default 2),
BOURSE_WS_SUBSCRIBERS WebSocket subscribers (default 4; 0 for none).
"""
import hashlib
import hmac
import itertools
import json
import os
import random
import threading
import time

import websocket
from locust import FastHttpUser, User, constant, constant_throughput, events, task

ADMIN_KEY = os.environ.get("BOURSE_ADMIN_KEY", "")
ADMIN_SECRET = os.environ.get("BOURSE_ADMIN_SECRET", "")
RATE = float(os.environ.get("BOURSE_RATE", "10"))
SYMBOLS = [int(s) for s in os.environ.get("BOURSE_SYMBOLS", "1,2,3").split(",")]
QUOTE = int(os.environ.get("BOURSE_QUOTE", "2"))
PRICE_DECIMALS = int(os.environ.get("BOURSE_PRICE_DECIMALS", "2"))
WS_SUBSCRIBERS = int(os.environ.get("BOURSE_WS_SUBSCRIBERS", "4"))
# Member uids of this run: a base from the clock so that runs against one journal do not collide.
UIDS = itertools.count(1_000_000 + int(time.time()) % 1_000_000 * 100)
UID_LOCK = threading.Lock()


def sign(secret, method, path, query, body):
    ts = str(int(time.time() * 1000))
    head = f"{ts}\n{method}\n{path}\n{query}\n".encode()
    return ts, hmac.new(secret.encode(), head + body, hashlib.sha256).hexdigest()


def price_text(ticks):
    scale = 10 ** PRICE_DECIMALS
    return f"{ticks // scale}.{ticks % scale:0{PRICE_DECIMALS}d}" if PRICE_DECIMALS else str(ticks)


@events.test_start.add_listener
def check_settings(environment, **kwargs):
    if not ADMIN_KEY or not ADMIN_SECRET:
        raise SystemExit("set BOURSE_ADMIN_KEY and BOURSE_ADMIN_SECRET to the admin key the node printed")


class Member(FastHttpUser):
    wait_time = constant_throughput(RATE)

    def signed(self, method, path, body=None, name=None, key=None, secret=None, ok=(200,)):
        """One signed request; a status in `ok` counts as a success, any other as a failure."""
        data = b"" if body is None else json.dumps(body, separators=(",", ":")).encode()
        ts, signature = sign(secret or self.secret, method, path, "", data)
        headers = {"X-Bourse-Key": key or self.key, "X-Bourse-Timestamp": ts, "X-Bourse-Signature": signature,
                   "Content-Type": "application/json"}
        with self.client.request(method, path, data=data, headers=headers, name=name or path,
                                 catch_response=True) as r:
            if r.status_code in ok:
                r.success()
            else:
                r.failure(f"{r.status_code} {r.text[:200]}")
            return r

    def admin(self, path, body):
        r = self.signed("POST", path, body, key=ADMIN_KEY, secret=ADMIN_SECRET)
        if r.status_code != 200:
            raise RuntimeError(f"{path} refused: {r.status_code} {r.text}")
        return r.json()

    def on_start(self):
        with UID_LOCK:
            self.uid = next(UIDS)
        member = self.admin("/api/v1/admin/users", {"uid": self.uid})
        self.key, self.secret = member["key"], member["secret"]
        for currency, amount in [(QUOTE, "100000000")] + [(c, "1000000") for c in (1, 3, 4)]:
            self.admin("/api/v1/admin/deposits", {"uid": self.uid, "currency": currency, "amount": amount,
                                                  "txId": self.uid * 10 + currency})
        self.next_id = itertools.count(1)
        self.open = []

    def place(self, symbol, side, kind, ticks, size):
        coid = next(self.next_id)
        r = self.signed("POST", "/api/v1/orders", {"symbol": symbol, "clientOrderId": coid, "side": side,
                                                   "type": kind, "price": price_text(ticks), "size": str(size)},
                        name="/api/v1/orders " + kind)
        if r.status_code == 200 and kind == "GTC":
            self.open.append((symbol, r.json()["orderId"]))

    @task(6)
    def place_limit(self):
        symbol = random.choice(SYMBOLS)
        side = random.choice(["BID", "ASK"])
        mid = 100 * 10 ** PRICE_DECIMALS
        offset = random.randint(1, 50)
        self.place(symbol, side, "GTC", mid - offset if side == "BID" else mid + offset, random.randint(1, 10))

    @task(5)
    def cancel(self):
        if self.open:
            symbol, order_id = self.open.pop(random.randrange(len(self.open)))
            # 404 UNKNOWN_ORDER_ID: another member's IOC filled it first; the cancel was still answered correctly.
            self.signed("DELETE", f"/api/v1/orders/{symbol}/{order_id}", name="/api/v1/orders/{symbol}/{id}",
                        ok=(200, 404))

    @task(1)
    def cross(self):
        symbol = random.choice(SYMBOLS)
        side = random.choice(["BID", "ASK"])
        mid = 100 * 10 ** PRICE_DECIMALS
        self.place(symbol, side, "IOC", mid + 60 if side == "BID" else mid - 60, random.randint(1, 5))


class Subscriber(User):
    """A WebSocket client of the market data: reads every message, answers heartbeats, counts what it got."""
    fixed_count = WS_SUBSCRIBERS
    weight = 0 if WS_SUBSCRIBERS == 0 else 1
    wait_time = constant(0)

    def on_start(self):
        url = self.host.replace("http://", "ws://").replace("https://", "wss://") + "/api/v1/ws"
        self.ws = websocket.create_connection(url, timeout=30)
        for symbol in SYMBOLS:
            for channel in ("trades", "l2", "bbo"):
                self.ws.send(json.dumps({"op": "subscribe", "channel": channel, "symbol": symbol}))
            self.ws.send(json.dumps({"op": "subscribe", "channel": "bars", "symbol": symbol, "interval": "1s"}))

    def on_stop(self):
        try:
            self.ws.close()
        except (websocket.WebSocketException, OSError):
            pass

    def fire(self, name, started, length, exception=None, response_time=None):
        self.environment.events.request.fire(
            request_type="WS", name=name, response_length=length, exception=exception, context={},
            response_time=(time.time() - started) * 1000 if response_time is None else response_time)

    @task
    def read(self):
        started = time.time()
        try:
            text = self.ws.recv()
        except websocket.WebSocketTimeoutException:
            return
        except (websocket.WebSocketException, OSError) as e:
            self.fire("ws closed", started, 0, exception=e)
            self.stop()
            return
        if not text:
            self.fire("ws closed", started, 0, exception=RuntimeError("closed by the node"))
            self.stop()
            return
        m = json.loads(text)
        kind = m.get("type", "?")
        if kind == "heartbeat":
            self.ws.send('{"op":"ping"}')
        if kind == "error":
            self.fire("ws error", started, len(text), exception=RuntimeError(text[:200]))
        elif kind == "trade":
            self.fire("ws trade", started, len(text), response_time=max(0.0, time.time() * 1000
                                                                          - m["timestamp"] / 1e6))
        else:
            self.fire("ws " + kind, started, len(text), response_time=0)
