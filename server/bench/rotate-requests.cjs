// autocannon's setupClient for a shared request cycle (worker mode takes it as a file): each connection
// starts the cycle at its own place, so ten connections do not ask for the same answers in step.
let connections = 0;
module.exports = (client) => {
  const requests = client.opts.requests;
  const at = Math.floor(((connections++ * 0.618034) % 1) * requests.length);
  client.setRequests([...requests.slice(at), ...requests.slice(0, at)]);
};
