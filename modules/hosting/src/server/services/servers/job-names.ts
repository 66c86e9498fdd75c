/** The sweep that places paid servers waiting for a node (a cron job of src/buying-manifest.ts; others may send it). */
export const PROVISION_SWEEP_JOB = "hosting.provision-sweep";
