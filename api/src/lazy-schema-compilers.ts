// Fastify's own compilers (ajv checks what comes in, fast-json-stringify writes what goes out), with each route's
// function built when it is first needed instead of before the server listens. Building all of them for the API's
// some 150 routes held up every start by about 0.45 s (decision 0005, amendment of 2026-12-07).
//
// Nothing is given up for it: once the server listens, `compileRemaining` builds every function still waiting, one
// per turn of the event loop (requests go in between), and returns the schemas that could not be compiled, which
// the app logs as errors at once (Fastify would have refused to start). Such a route answers 500 with the error
// model, as a validator or serializer that throws does.
import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type FastifyCompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type Validate = ((data: unknown) => unknown) & { errors?: unknown };
type Serialize = (data: unknown) => string;

/** What a route's schema is for, as Fastify names it when it asks for a function. */
interface RouteSchema {
  method?: string;
  url?: string;
  httpPart?: string;
  httpStatus?: string;
}

export interface LazySchemaCompilers {
  /** For Fastify's `schemaController` option. */
  compilersFactory: FastifyCompilersFactory;
  /** Builds every function not built yet, one per turn of the event loop; the failures, each naming its route. */
  compileRemaining(): Promise<Error[]>;
  /** How many functions are not built yet. */
  waiting(): number;
}

export function lazySchemaCompilers(): LazySchemaCompilers {
  const buildValidator = AjvCompiler();
  const buildSerializer = SerializerSelector();
  /** Each waiting function's build, in the order Fastify asked for them. */
  const waiting = new Set<() => void>();

  /** `compile` runs once, at the first call or in `compileRemaining`, whichever comes first. */
  function onFirstUse<F>(route: unknown, compile: () => F): () => F {
    let built: F | undefined;
    const build = () => {
      waiting.delete(build);
      try {
        built = compile();
      } catch (error) {
        const { method, url, httpPart, httpStatus } = route as RouteSchema;
        const part = httpPart ?? `response ${httpStatus ?? ''}`.trim();
        throw new Error(`The ${part} schema of ${method} ${url} cannot be compiled: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
    };
    waiting.add(build);
    return () => {
      if (built === undefined) build();
      return built!;
    };
  }

  type ValidatorFactory = typeof buildValidator;
  type SerializerFactory = typeof buildSerializer;
  const compilersFactory = {
    buildValidator: (externalSchemas: Parameters<ValidatorFactory>[0], options: Parameters<ValidatorFactory>[1]) => {
      const compiler = buildValidator(externalSchemas, options);
      return (route: Parameters<typeof compiler>[0]) => {
        const validator = onFirstUse(route, () => compiler(route) as Validate);
        const validate: Validate = (data) => {
          const inner = validator();
          const valid = inner(data);
          // Fastify reads a failed check's errors from the function it called.
          validate.errors = inner.errors;
          return valid;
        };
        return validate;
      };
    },
    buildSerializer: (externalSchemas: Parameters<SerializerFactory>[0], options: Parameters<SerializerFactory>[1]) => {
      const compiler = buildSerializer(externalSchemas, options);
      return (route: Parameters<typeof compiler>[0]) => {
        const serializer = onFirstUse(route, () => compiler(route) as Serialize);
        return (data: unknown) => serializer()(data);
      };
    },
  };

  return {
    // Fastify's types name ajv's own function types; these wrappers call them and keep what Fastify reads (`errors`).
    compilersFactory: compilersFactory as unknown as FastifyCompilersFactory,
    async compileRemaining() {
      const failures: Error[] = [];
      for (const build of [...waiting]) {
        await new Promise((resolve) => setImmediate(resolve));
        if (!waiting.has(build)) continue;
        try {
          build();
        } catch (error) {
          failures.push(error as Error);
        }
      }
      return failures;
    },
    waiting: () => waiting.size,
  };
}
