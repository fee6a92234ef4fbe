// A jsdom test environment whose page origin is a loopback server of its own, on a port the system chooses.
// jsdom sends XMLHttpRequest for real (the uploads with progress), same-origin as in the browser, so a test
// stands in for the gateway by answering on the page's origin. A fixed port collided when two runs of the suite
// shared the machine (another person's run, or CI's next job): the second one's server could not listen, or its
// requests reached the other run's server. The server is listening before the test file is loaded; the test
// answers its requests with `loopback().handle` (@cadeau/ui/testing) and the environment closes it at the end.
// A test file asks for it with `@jest-environment @cadeau/build-config/jest-loopback-jsdom`.
const http = require('node:http');
const JSDOMEnvironment = require('jest-environment-jsdom').default;

class LoopbackJsdomEnvironment extends JSDOMEnvironment {
  async setup() {
    await super.setup();
    const handler = { current: null };
    this.server = http.createServer((req, res) => {
      if (handler.current) handler.current(req, res);
      else {
        res.statusCode = 501;
        res.end();
      }
    });
    await new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(0, '127.0.0.1', resolve);
    });
    const { port } = this.server.address();
    const origin = `http://127.0.0.1:${port}`;
    this.dom.reconfigure({ url: `${origin}/` });
    // reconfigure moves the document; jsdom's XMLHttpRequest takes its origin from the window's `_origin`, fixed
    // when the window was made (jsdom 26), so it would send these calls as cross-origin ones without it.
    this.global._origin = origin;
    this.global.__loopback = {
      port,
      handle(fn) {
        handler.current = fn;
      },
    };
  }

  async teardown() {
    if (this.server) {
      this.server.closeAllConnections();
      await new Promise((resolve) => this.server.close(() => resolve()));
    }
    await super.teardown();
  }
}

module.exports = LoopbackJsdomEnvironment;
