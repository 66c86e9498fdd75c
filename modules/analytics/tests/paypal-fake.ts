import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll } from "vitest";

// A local PayPal for the offline tests: a node:http server on 127.0.0.1 that records every request (method, path,
// headers, JSON body) and answers with the bodies PayPal documents for the Payouts API
// (developer.paypal.com/docs/api/payments.payouts-batch/v1). A test swaps `reply` to play an outage or a refusal.

export interface Recorded {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json: unknown;
}

export interface FakeReply {
  status: number;
  body: unknown;
}

export interface FakePaypal {
  url: string;
  requests: Recorded[];
  /** The item status GET /v1/payments/payouts/{id} and cancel report, by our payout id (sender_item_id). */
  itemStatus: Map<string, string>;
  verification: "SUCCESS" | "FAILURE";
  /** A test's own answer for a request; undefined falls through to the documented ones. */
  override: ((request: Recorded) => FakeReply | undefined) | null;
}

export const TOKEN = "A21AAFakeAccessToken";

/** The documented answer to each Payouts request, from what the fake has been sent. */
function documented(fake: FakePaypal, request: Recorded): FakeReply {
  if (request.method === "POST" && request.path === "/v1/oauth2/token") {
    return {
      status: 200,
      body: {
        scope: "https://uri.paypal.com/services/payments/payouts",
        access_token: TOKEN,
        token_type: "Bearer",
        app_id: "APP-80W284485P519543T",
        expires_in: 32400,
        nonce: "2024-01-01T00:00:00ZfakeNonce",
      },
    };
  }
  if (request.method === "POST" && request.path === "/v1/payments/payouts") {
    const body = request.json as { sender_batch_header: Record<string, string> };
    const id = body.sender_batch_header.sender_batch_id!;
    fake.itemStatus.set(id, fake.itemStatus.get(id) ?? "PENDING");
    return {
      status: 201,
      body: {
        batch_header: {
          sender_batch_header: body.sender_batch_header,
          payout_batch_id: `BATCH${id}`,
          batch_status: "PENDING",
        },
        links: [
          {
            href: `${fake.url}/v1/payments/payouts/BATCH${id}`,
            rel: "self",
            method: "GET",
            encType: "application/json",
          },
        ],
      },
    };
  }
  const batch = /^\/v1\/payments\/payouts\/BATCH([0-9A-Za-z]{8})$/.exec(request.path);
  if (request.method === "GET" && batch) {
    const id = batch[1]!;
    const status = fake.itemStatus.get(id) ?? "PENDING";
    return {
      status: 200,
      body: {
        batch_header: {
          payout_batch_id: `BATCH${id}`,
          batch_status: status === "PENDING" ? "PROCESSING" : "SUCCESS",
          sender_batch_header: { sender_batch_id: id, email_subject: "You have a payout!" },
          amount: { currency: "USD", value: "1.00" },
          fees: { currency: "USD", value: "0.02" },
        },
        items: [
          {
            payout_item_id: `ITEM${id}`,
            transaction_id: status === "SUCCESS" ? "4UF76912HP3423423" : undefined,
            transaction_status: status,
            payout_item_fee: { currency: "USD", value: "0.02" },
            payout_batch_id: `BATCH${id}`,
            payout_item: {
              recipient_type: "EMAIL",
              amount: { currency: "USD", value: "1.00" },
              note: "Creator revenue",
              receiver: "creator@example.com",
              sender_item_id: id,
              recipient_wallet: "PAYPAL",
            },
            ...(status === "FAILED"
              ? { errors: { name: "RECEIVER_UNREGISTERED", message: "Receiver is unregistered" } }
              : {}),
          },
        ],
      },
    };
  }
  const cancel = /^\/v1\/payments\/payouts-item\/ITEM([0-9A-Za-z]{8})\/cancel$/.exec(request.path);
  if (request.method === "POST" && cancel) {
    const id = cancel[1]!;
    if (fake.itemStatus.get(id) !== "UNCLAIMED") {
      return {
        status: 400,
        body: { name: "ITEM_CANCELLATION_FAILED", message: "Item cannot be cancelled.", debug_id: "9a1b2c3d4e5f" },
      };
    }
    fake.itemStatus.set(id, "RETURNED");
    return {
      status: 200,
      body: { payout_item_id: `ITEM${id}`, transaction_status: "RETURNED", payout_batch_id: `BATCH${id}` },
    };
  }
  if (request.method === "POST" && request.path === "/v1/notifications/verify-webhook-signature") {
    return { status: 200, body: { verification_status: fake.verification } };
  }
  return { status: 404, body: { name: "RESOURCE_NOT_FOUND", message: "The specified resource does not exist." } };
}

export function setupFakePaypal(): FakePaypal {
  const fake: FakePaypal = {
    url: "",
    requests: [],
    itemStatus: new Map(),
    verification: "SUCCESS",
    override: null,
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      let json: unknown = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = null;
      }
      const request: Recorded = { method: req.method ?? "", path: req.url ?? "", headers: req.headers, text, json };
      fake.requests.push(request);
      const reply = fake.override?.(request) ?? documented(fake, request);
      res.writeHead(reply.status, { "content-type": "application/json" });
      res.end(JSON.stringify(reply.body));
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return fake;
}
