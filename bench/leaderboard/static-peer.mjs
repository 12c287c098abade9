// The peer of the leaderboard benchmark: a bare Fastify route answering a JSON text of the same size.
import Fastify from 'fastify';

const size = Number(process.env.PAYLOAD_BYTES);
const filler = 'x'.repeat(Math.max(0, size - 40));
const payload = JSON.stringify({ status: 1, message: 'ok', data: filler });
const app = Fastify();
app.get('/board', (_request, reply) => reply.type('application/json; charset=utf-8').send(payload));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
