import type { FastifyReply, FastifyRequest } from 'fastify';

const REDACTED = '[redacted]';
// Query and form names whose values are secrets: passwords, session and API tokens, mail verification and
// OAuth codes, signatures of file links, OAuth state and nonce.
const SECRET_NAME = /pass|pwd|token|secret|code|sig|auth|cookie|session|nonce|state|credential|api_?key/i;
// Personal API tokens are recognisable wherever they appear: in a path, a message or a stack.
const API_TOKEN = /mdg_[A-Za-z0-9_-]+/g;
const SECRET_FIELDS = ['password', 'new_password', 'current_password', 'token', 'camp_token', 'access_token', 'refresh_token', 'sig', 'secret'];

/** The URL with the value of every secret-named query parameter replaced, and any API token blanked. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? '' : url.slice(queryStart + 1);
  const pairs = query.split('&').map((pair) => {
    const equals = pair.indexOf('=');
    if (equals === -1) return pair;
    let name = pair.slice(0, equals);
    try {
      name = decodeURIComponent(name.replace(/\+/g, ' '));
    } catch {
      // An undecodable name is judged as written.
    }
    return SECRET_NAME.test(name) ? `${pair.slice(0, equals)}=${REDACTED}` : pair;
  });
  return redactText(queryStart === -1 ? path : `${path}?${pairs.join('&')}`);
}

/** Free text (error messages, stacks) with API tokens and `secret=value` pairs blanked. */
export function redactText(text: string): string {
  return (
    text
      .replace(API_TOKEN, REDACTED)
      // A name stops at every separator that can start another, so a failed match is never retried over the rest
      // of the text (which made `;a;a;a…` quadratic).
      .replace(/([?&;\s]|^)([^=&?;\s]+)=([^&\s]*)/g, (whole, lead: string, name: string) => (SECRET_NAME.test(name) ? `${lead}${name}=${REDACTED}` : whole))
  );
}

interface LoggedError {
  type?: string;
  message: string;
  stack?: string;
  code?: unknown;
  cause?: LoggedError;
}

function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { message: redactText(String(error)) };
  return {
    type: error.constructor.name,
    message: redactText(error.message),
    stack: error.stack && redactText(error.stack),
    code: (error as { code?: unknown }).code,
    cause: error.cause !== undefined && depth < 3 ? serializeError(error.cause, depth + 1) : undefined,
  };
}

const SECRET_HEADERS = ['.authorization', '.cookie', '["set-cookie"]', '["x-api-key"]', '["proxy-authorization"]'];
const headerPaths = (owner: string) => SECRET_HEADERS.map((header) => `${owner}.headers${header}`);

/**
 * The logger settings every server uses: request URLs without secrets, errors without API tokens, and
 * headers and body fields that hold secrets censored wherever a log line includes them.
 */
export function redactingLogger(logger: boolean | object): false | object {
  if (logger === false) return false;
  return {
    ...(logger === true ? {} : logger),
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      res: (reply: FastifyReply) => ({ statusCode: reply.statusCode }),
      err: (error: unknown) => serializeError(error),
    },
    redact: {
      censor: REDACTED,
      paths: [
        ...['req', 'res', 'request', 'reply'].flatMap(headerPaths),
        ...SECRET_HEADERS.map((header) => `headers${header}`),
        ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `req.body.${field}`]),
        // Only in a body: `err.code` elsewhere is an error's code worth keeping.
        'body.code',
        'req.body.code',
      ],
    },
  };
}
