// Game ports for the servers test files place on a node by hand: one after another from the top of the node's range
// down, shared by every fixture of the file's process, so two servers of one node never share a port (hosting_servers
// has a unique (node_id, port); random picks collided about once in 90 pairs), and none takes the low ports the real
// placement (`allocatePort`, lowest free first) hands out in the same test.
let next = 0;

/** The next port down from `last` (a node's last game port; 25664 by default). */
export function nextTestPort(last = 25664): number {
  return last - next++;
}
