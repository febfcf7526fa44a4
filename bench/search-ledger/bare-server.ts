import Fastify from 'fastify';

/** The ratio's denominator: a bare Fastify JSON route, no database, no auth, no logging. */
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ hello: 'world' }));
const port = Number(process.env.PORT ?? 0);
const address = await app.listen({ port, host: '127.0.0.1' });
process.stdout.write(`listening ${address}\n`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
