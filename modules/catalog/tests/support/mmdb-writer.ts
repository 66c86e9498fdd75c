/**
 * A small MaxMind DB writer for tests (format: https://maxmind.github.io/MaxMind-DB/): an IPv6 search tree with
 * 24-bit records, a data section of `{ country: { iso_code } }` maps and the metadata map. IPv4 networks go in the
 * IPv4-compatible ::a.b.c.d/96+n place, where readers look up IPv4 addresses in an IPv6 tree. Enough to test the
 * real `maxmind` reader end to end without shipping a third-party database.
 */
import { isIPv4 } from "node:net";

type Value = string | number | bigint | Value[] | { [key: string]: Value };

/** `network` is CIDR: "192.0.2.0/24" or "2001:db8::/32". */
export function writeCountryMmdb(networks: { network: string; country: string }[]): Buffer {
  interface Node {
    children: [Node | null, Node | null];
    data?: number;
  }
  const root: Node = { children: [null, null] };
  const data: Buffer[] = [];
  let dataSize = 0;
  const dataOffsets = new Map<string, number>();
  for (const { network, country } of networks) {
    let offset = dataOffsets.get(country);
    if (offset === undefined) {
      const encoded = encode({ country: { iso_code: country } });
      offset = dataSize;
      data.push(encoded);
      dataSize += encoded.length;
      dataOffsets.set(country, offset);
    }
    const bits = networkBits(network);
    let node = root;
    for (let i = 0; i < bits.length; i++) {
      const bit = bits[i]!;
      if (i === bits.length - 1) {
        node.children[bit] = { children: [null, null], data: offset };
      } else {
        node.children[bit] ??= { children: [null, null] };
        node = node.children[bit];
      }
    }
  }
  // Number the inner nodes breadth first; leaves carrying data become data pointers.
  const order: Node[] = [];
  const queue: Node[] = [root];
  while (queue.length > 0) {
    const node = queue.shift()!;
    order.push(node);
    for (const child of node.children) if (child && child.data === undefined) queue.push(child);
  }
  const index = new Map(order.map((node, i) => [node, i]));
  const nodeCount = order.length;
  const tree = Buffer.alloc(nodeCount * 6);
  order.forEach((node, i) => {
    node.children.forEach((child, side) => {
      const record = !child ? nodeCount : child.data !== undefined ? nodeCount + 16 + child.data : index.get(child)!;
      tree.writeUIntBE(record, i * 6 + side * 3, 3);
    });
  });
  const metadata = encode({
    binary_format_major_version: u16(2),
    binary_format_minor_version: u16(0),
    build_epoch: 1_700_000_000n,
    database_type: "Hopper-Test-Country",
    description: { en: "Test database" },
    ip_version: u16(6),
    languages: ["en"],
    node_count: nodeCount,
    record_size: u16(24),
  });
  return Buffer.concat([tree, Buffer.alloc(16), ...data, Buffer.from("ABCDEF4D61784D696E642E636F6D", "hex"), metadata]);
}

/** A marker for numbers the format wants as uint16 (other plain numbers are uint32). */
const U16 = Symbol("u16");
function u16(value: number): Value {
  return { [U16 as unknown as string]: value } as unknown as Value;
}

function networkBits(cidr: string): number[] {
  const [address = "", lengthText = ""] = cidr.split("/");
  const v4 = isIPv4(address);
  const length = Number(lengthText) + (v4 ? 96 : 0);
  const value = v4
    ? address.split(".").reduce((sum, part) => (sum << 8n) + BigInt(part), 0n)
    : expandIPv6(address).reduce((sum, group) => (sum << 16n) + BigInt(group), 0n);
  const bits: number[] = [];
  for (let i = 0; i < length; i++) bits.push(Number((value >> BigInt(127 - i)) & 1n));
  return bits;
}

function expandIPv6(address: string): number[] {
  const [head = "", tail = ""] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = address.includes("::")
    ? [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right]
    : left;
  return groups.map((group) => Number.parseInt(group || "0", 16));
}

function control(type: number, size: number): Buffer {
  const extended = type > 7;
  const head = extended ? 0 : type << 5;
  const sizeBytes: number[] = [];
  let sizeBits: number;
  if (size < 29) sizeBits = size;
  else if (size < 29 + 256) {
    sizeBits = 29;
    sizeBytes.push(size - 29);
  } else {
    sizeBits = 30;
    const rest = size - 285;
    sizeBytes.push(rest >> 8, rest & 0xff);
  }
  return Buffer.from([head | sizeBits, ...(extended ? [type - 7] : []), ...sizeBytes]);
}

function unsigned(type: number, value: bigint): Buffer {
  const bytes: number[] = [];
  for (let rest = value; rest > 0n; rest >>= 8n) bytes.unshift(Number(rest & 0xffn));
  return Buffer.concat([control(type, bytes.length), Buffer.from(bytes)]);
}

function encode(value: Value): Buffer {
  if (typeof value === "string") {
    const bytes = Buffer.from(value, "utf8");
    return Buffer.concat([control(2, bytes.length), bytes]);
  }
  if (typeof value === "bigint") return unsigned(9, value);
  if (typeof value === "number") return unsigned(6, BigInt(value));
  if (Array.isArray(value)) return Buffer.concat([control(11, value.length), ...value.map(encode)]);
  const marked = (value as Record<symbol, number>)[U16];
  if (marked !== undefined) return unsigned(5, BigInt(marked));
  const entries = Object.entries(value);
  return Buffer.concat([control(7, entries.length), ...entries.flatMap(([key, item]) => [encode(key), encode(item)])]);
}
