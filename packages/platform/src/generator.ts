/**
 * The scaffold of a new service or micro-frontend (issue 22), as pure functions: what files to create and what the
 * files it joins become. `scripts/new.ts` applies them to the repository (`npm run new:service -- <name> --port
 * <n>`, `npm run new:mfe -- <name>`); the tests run them on strings. A generated service passes the registry test,
 * its anatomy test, its migrations test (describeMigrations with a seed of its example table) and the k8s tests as
 * generated (`npm run proof:new -w @cadeau/platform` runs them in a copy).
 */

/** Every file the generator writes or rewrites, by path from the repository root. */
export type FileSet = Record<string, string>;

/** Reads a file of the repository by its path from the root (the CLI reads the disk, the tests a map). */
export type ReadFile = (file: string) => string;

const NAME = /^[a-z][a-z0-9]{1,20}$/;

/** A service or micro-frontend name: lower-case letters and digits (`svc-<name>`, `<NAME>_PORT`, `mfe_<name>`). */
export function checkName(name: string): string {
  if (!NAME.test(name))
    throw new Error(`"${name}" is not a name: 2 to 21 lower-case letters and digits, from a letter`);
  return name;
}

function checkPort(port: number): number {
  if (!Number.isInteger(port) || port < 1024 || port > 65535) throw new Error(`${port} is not a port (1024-65535)`);
  return port;
}

const upper = (name: string) => name.toUpperCase();
const title = (name: string) => name[0].toUpperCase() + name.slice(1);

/** Inserts `text` after the last line matching `pattern` (a whole-line anchor, so edits stay where they belong). */
function insertAfterLast(content: string, pattern: RegExp, text: string, file: string, span = 1): string {
  const lines = content.split('\n');
  let at = -1;
  lines.forEach((line, i) => {
    if (pattern.test(line)) at = i;
  });
  if (at < 0) throw new Error(`${file}: no line matches ${pattern}, so the generator does not know where to write`);
  lines.splice(at + span, 0, ...text.split('\n'));
  return lines.join('\n');
}

/** Inserts `text` before the first line matching `pattern`. */
function insertBefore(content: string, pattern: RegExp, text: string, file: string): string {
  const lines = content.split('\n');
  const at = lines.findIndex((line) => pattern.test(line));
  if (at < 0) throw new Error(`${file}: no line matches ${pattern}, so the generator does not know where to write`);
  lines.splice(at, 0, ...text.split('\n'));
  return lines.join('\n');
}

/** The root package.json with `folder` in its workspaces, after the last one of its kind (`svc-`/`mfe-`). */
function addWorkspace(read: ReadFile, folder: string): string {
  const pkg = JSON.parse(read('package.json')) as { workspaces: string[] };
  if (pkg.workspaces.includes(folder)) throw new Error(`${folder} is already a workspace`);
  const prefix = folder.slice(0, 4);
  const last = pkg.workspaces.map((w) => w.startsWith(prefix)).lastIndexOf(true);
  pkg.workspaces.splice(last + 1, 0, folder);
  return `${JSON.stringify(pkg, null, 2)}\n`;
}

/** k8s/base/kustomization.yaml with `folder` after the last resource of its kind (`svc-`/`mfe-`). */
function addResource(read: ReadFile, folder: string): string {
  const file = 'k8s/base/kustomization.yaml';
  return insertAfterLast(read(file), new RegExp(`^ {2}- ${folder.slice(0, 4)}[a-z0-9]+$`), `  - ${folder}`, file);
}

/** Both overlays' kustomizations with the image of `folder` pinned after the last one of its kind. */
function addImages(read: ReadFile, folder: string): FileSet {
  const edits: FileSet = {};
  for (const overlay of ['staging', 'production']) {
    const file = `k8s/overlays/${overlay}/kustomization.yaml`;
    const image = `  - name: cadeau/${folder}\n    newName: registry.cadeau.example/cadeau/${folder}\n    newTag: '0.1.0'`;
    edits[file] = insertAfterLast(
      read(file),
      new RegExp(`^ {2}- name: cadeau/${folder.slice(0, 4)}[a-z0-9]+$`),
      image,
      file,
      3,
    );
  }
  return edits;
}

/** Ports the registry and the gateway already take (`default: <n>` in the registry). */
export function takenPorts(registry: string): number[] {
  return [...registry.matchAll(/default:\s*(\d+)/g)].map((m) => Number(m[1]));
}

/** Names the registry already has (`name: '<name>'`), services and micro-frontends. */
export function takenNames(registry: string): string[] {
  return [...registry.matchAll(/^\s*name: '([a-z0-9]+)'/gm)].map((m) => m[1]);
}

export interface NewService {
  name: string;
  port: number;
}

const REGISTRY = 'packages/platform/src/registry.ts';

/**
 * A generated service's pods (ADR 0034): its autoscaler's floor and ceiling and a rollout's surge pod. With
 * production's DATABASE_POOL_MAX (5) that is 10 Postgres connections at the floor and 25 at the ceiling, which the
 * pooler's headroom holds for two new services (k8s/test/postgres.test.ts renders one as generated).
 */
export const SERVICE_PODS = { min: 2, max: 4, surge: 1 } as const;

/** The files that state production's client connections at the minimum and maximum replicas (postgres.test.ts). */
export const SCALE_PLAN_DOCS = ['docs/operations.md', 'docs/adr/0027-kubernetes-deployment.md'] as const;

/** Every container's restrictions (a container of the service and of its migration Job). */
const CONTAINER_SECURITY = `          securityContext:
            allowPrivilegeEscalation: false
            readOnlyRootFilesystem: true
            capabilities:
              drop: ['ALL']`;

/** The new files of `svc-<name>/` and `k8s/base/svc-<name>/`. */
export function serviceFiles({ name, port }: NewService): FileSet {
  checkName(name);
  checkPort(port);
  const folder = `svc-${name}`;
  const N = upper(name);
  const T = title(name);
  const schema = `${N}_SCHEMA`;
  const labels = (app: string, component: string, indent: string) =>
    `${indent}labels:\n${indent}  app.kubernetes.io/name: ${app}\n${indent}  app.kubernetes.io/component: ${component}`;
  return {
    [`${folder}/package.json`]: `${JSON.stringify(
      {
        name: `@cadeau/${folder}`,
        version: '0.1.0',
        private: true,
        exports: { '.': './src/app.ts' },
        scripts: {
          start: 'tsx src/main.ts',
          'build:server': 'node ../packages/build-config/server-bundle.js src/main.ts src/migrate.ts',
          migrate: 'tsx src/migrate.ts',
          test: 'jest --passWithNoTests',
          typecheck: 'node ../node_modules/typescript-native/bin/tsc -p .',
          lint: 'eslint .',
          'lint:types': 'eslint -c ../eslint.typed.config.mjs --max-warnings 0 .',
        },
        dependencies: { '@cadeau/service-kit': '*', zod: '^4.6.7' },
      },
      null,
      2,
    )}\n`,
    [`${folder}/jest.config.js`]: `module.exports = require('@cadeau/build-config/jest-node')(__dirname);\n`,
    [`${folder}/tsconfig.json`]: `{ "extends": "../tsconfig.base.json", "include": ["src", "test"] }\n`,
    [`${folder}/src/main.ts`]: `import { runService } from '@cadeau/service-kit';
import { create${T}Service } from './app';
import { loadConfig } from './config';

void runService({
  name: '${folder}',
  config: loadConfig,
  port: (config) => config.port,
  create: (config) => create${T}Service(config),
});
`,
    [`${folder}/src/migrate.ts`]: `import { runMigrations } from '@cadeau/service-kit';
import { migrations } from './db/migrations';
import { ${schema} } from './schema';

/** Brings schema \`${name}\` to the latest migration and exits (a Kubernetes Job, or \`npm start\` before the services). */
void runMigrations({ name: '${folder}', schema: ${schema}, migrations });
`,
    [`${folder}/src/schema.ts`]: `/** The Postgres schema owned by ${folder}. */
export const ${schema} = '${name}';
`,
    [`${folder}/src/config.ts`]: `import { loadServiceConfig, serviceConfig, serviceEnv, type ServiceBasics } from '@cadeau/service-kit';
import { z } from 'zod';

/** Port, database and NATS URLs, secret and production flag (the kit's ServiceBasics); a service adds its own. */
export type ${T}Config = ServiceBasics;

// PORT and ${N}_PORT, from the registry (PORT wins; 0 = unset).
const own = serviceConfig('${name}');

const schema = z.object({ ...serviceEnv, ...own.variables });

/** ${folder}'s environment (ADR 0001 defaults, the port from the registry). A bad value stops the start with its name. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): ${T}Config {
  return own.read(loadServiceConfig(schema, environment));
}
`,
    [`${folder}/src/app.ts`]: `import { createService, type Service } from '@cadeau/service-kit';
import type { ${T}Config } from './config';
import { migrations } from './db/migrations';
import { ${schema} } from './schema';

export { ${schema} };

export type ${T}Options = Omit<${T}Config, 'port'>;

/** ${folder} as a service-kit service; main.ts listens, tests drive it with supertest. */
export async function create${T}Service(opts: ${T}Options): Promise<Service> {
  return createService({
    name: '${folder}',
    secret: opts.secret,
    production: opts.production,
    database: { url: opts.databaseUrl, schema: ${schema}, migrations },
    // Routes: \`registerRoutes(kit, handlers)\` with one file per route in api/ (contracts routes/${name}.ts);
    // consumers from workers/ with \`kit.consume\`; NATS with \`nats: { url: opts.natsUrl, … }\` once it has events.
    setup() {},
  });
}
`,
    [`${folder}/src/db/migrations/index.ts`]: `import type { Migration } from '@cadeau/service-kit';
import { exampleTables } from './001_examples';

/** In order; never edit one that has run anywhere, add a new one (\`002_<what>.ts\`). */
export const migrations: Migration[] = [exampleTables];
`,
    [`${folder}/src/db/migrations/001_examples.ts`]: `import type { Migration } from '@cadeau/service-kit';

/**
 * The generator's example table (its seed is in test/migrations.test.ts): replace both with the service's own
 * before this migration runs anywhere but a developer's machine.
 */
export const exampleTables: Migration = {
  name: '001_examples',
  async up(db) {
    await db.schema.createTable('examples', (t) => {
      t.uuid('id').primary();
      t.text('name').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
  },
  async down(db) {
    await db.schema.dropTableIfExists('examples');
  },
};
`,
    [`${folder}/src/api/README.md`]: `# api/

One file per route of \`packages/contracts/src/routes/${name}.ts\`, listed in \`index.ts\` and registered in
\`app.ts\` with \`registerRoutes\` (ADR 0006). No SQL here: handlers call \`domain/\` for decisions and \`db/\` to
execute them.
`,
    [`${folder}/src/adapters/README.md`]: `# adapters/

Clients of other services and outside systems (\`identityAdapter\` of \`@cadeau/service-kit/identity\`, a provider's
API), behind interfaces that \`domain/\` and the handlers name (ADR 0006).
`,
    [`${folder}/src/workers/README.md`]: `# workers/

Event consumers (\`kit.consume\`) and scheduled runs; they call \`domain/\` and \`db/\` as the handlers do (ADR 0006).
`,
    [`${folder}/src/domain/names.ts`]: `/**
 * domain/ decides (ADR 0006, issue 22): pure functions over values, no knex, Koa or kit but its errors, each with
 * its table test beside it. This first rule is the generator's example; replace it with the service's own.
 */
export function displayName(input: string): string {
  return input.trim().replace(/\\s+/g, ' ');
}
`,
    [`${folder}/src/domain/names.test.ts`]: `import { displayName } from './names';

describe('displayName', () => {
  it.each([
    ['  Ada  ', 'Ada'],
    ['Ada   Lovelace', 'Ada Lovelace'],
    ['', ''],
  ])('%j is %j', (input, expected) => {
    expect(displayName(input)).toBe(expected);
  });
});
`,
    [`${folder}/test/migrations.test.ts`]: `import { describeMigrations } from '@cadeau/service-kit/testing';
import { migrations } from '../src/db/migrations';
import { ${schema} } from '../src/schema';

// Every service's migration test (issue 22): up, down and up again against rows. The seed writes realistic rows,
// set-wise, into every table the migrations create (the kit's outbox and inbox aside): a new table, a new seed.
describeMigrations({
  schema: ${schema},
  migrations,
  tables: ['examples', 'inbox', 'outbox'],
  seed: async (db) => {
    await db.raw(
      \`insert into examples (id, name, created_at)
       select gen_random_uuid(), 'Example ' || n, now() - n * interval '1 hour' from generate_series(1, 100) n\`,
    );
  },
});
`,
    [`${folder}/test/anatomy.test.ts`]: `import { join } from 'node:path';
import { describeServiceAnatomy } from '@cadeau/service-kit/testing';

// The service anatomy of ADR 0006, checked on the sources, as in every service.
describeServiceAnatomy(join(__dirname, '..'));
`,
    [`k8s/base/${folder}/kustomization.yaml`]: `apiVersion: kustomize.config.k8s.io/v1beta1
kind: Kustomization
resources:
  - deployment.yaml
  - service.yaml
  - pdb.yaml
  - migrate-job.yaml
  - serviceaccount.yaml
  - autoscaling.yaml
`,
    [`k8s/base/${folder}/deployment.yaml`]: `# ${folder}. Stateless (Postgres and NATS hold the state): two replicas or more behind a Service.
apiVersion: apps/v1
kind: Deployment
metadata:
  name: ${folder}
${labels(folder, 'service', '  ')}
spec:
  # No replicas: the HorizontalPodAutoscaler (autoscaling.yaml) owns the count; one here would reset it on every apply.
  revisionHistoryLimit: 5
  selector:
    matchLabels:
      app.kubernetes.io/name: ${folder}
  strategy:
    type: RollingUpdate
    rollingUpdate:
      maxUnavailable: 0
      maxSurge: ${SERVICE_PODS.surge}
  template:
    metadata:
${labels(folder, 'service', '      ')}
      # Prometheus finds the pod by these (ADR 0033): GET /metrics on the service's own port.
      annotations:
        prometheus.io/scrape: 'true'
        prometheus.io/port: '${port}'
        prometheus.io/path: /metrics
    spec:
      # Service links would add variables such as GATEWAY_PORT=tcp://… that the processes read as their own ports.
      enableServiceLinks: false
      serviceAccountName: ${folder}
      automountServiceAccountToken: false
      # The preStop pause (5 s), the drain (SHUTDOWN_DRAIN_MS, 12 s), in-flight requests (up to 10 s), then the outbox
      # relay, the consumers' handlers and NATS: SIGKILL comes only after all that.
      terminationGracePeriodSeconds: 45
      securityContext:
        runAsNonRoot: true
        runAsUser: 1000
        runAsGroup: 1000
        fsGroup: 1000
        seccompProfile:
          type: RuntimeDefault
      topologySpreadConstraints:
        - maxSkew: 1
          topologyKey: kubernetes.io/hostname
          whenUnsatisfiable: ScheduleAnyway
          labelSelector:
            matchLabels:
              app.kubernetes.io/name: ${folder}
      containers:
        - name: ${folder}
          image: cadeau/${folder}
          # The image's entry: \`node dist/main.js\` in /app/${folder}, compiled from src/main.ts (ADR 0001).
          ports:
            - name: http
              containerPort: ${port}
          envFrom:
            - configMapRef:
                name: cadeau-config
          env:
            - name: PORT
              value: '${port}'
            # DATABASE_URL (and the DB_* it is made of) comes last, through the pooler: ../database-url.yaml.
            - name: USER_CONTEXT_SECRET
              valueFrom:
                secretKeyRef:
                  name: cadeau-user-context
                  key: USER_CONTEXT_SECRET
          startupProbe:
            httpGet:
              path: /healthz
              port: http
            periodSeconds: 2
            failureThreshold: 60
          # Alive: the process answers. Not the dependencies: a Postgres or NATS outage must not restart every pod.
          livenessProbe:
            httpGet:
              path: /healthz
              port: http
            periodSeconds: 10
            timeoutSeconds: 3
            failureThreshold: 3
          # Ready: the database answers, NATS is connected and shutdown has not begun (service-kit health).
          readinessProbe:
            httpGet:
              path: /readyz
              port: http
            periodSeconds: 5
            timeoutSeconds: 3
            failureThreshold: 2
          lifecycle:
            # Lets the endpoints drop the pod before the process is even told to stop (SIGTERM follows the sleep).
            preStop:
              exec:
                command: ['sleep', '5']
          resources:
            requests:
              cpu: 100m
              memory: 256Mi
            limits:
              memory: 512Mi
${CONTAINER_SECURITY}
          volumeMounts:
            # Temporary files (Node, libraries): the root filesystem is read-only.
            - name: tmp
              mountPath: /tmp
      volumes:
        - name: tmp
          emptyDir:
            sizeLimit: 256Mi
`,
    [`k8s/base/${folder}/service.yaml`]: `apiVersion: v1
kind: Service
metadata:
  name: ${folder}
${labels(folder, 'service', '  ')}
spec:
  selector:
    app.kubernetes.io/name: ${folder}
  ports:
    - name: http
      port: ${port}
      targetPort: http
`,
    [`k8s/base/${folder}/pdb.yaml`]: `# One pod at a time may be evicted (a node drain): with two replicas one keeps serving, with one (a small staging)
# the drain is not blocked.
apiVersion: policy/v1
kind: PodDisruptionBudget
metadata:
  name: ${folder}
${labels(folder, 'service', '  ')}
spec:
  maxUnavailable: 1
  selector:
    matchLabels:
      app.kubernetes.io/name: ${folder}
`,
    [`k8s/base/${folder}/serviceaccount.yaml`]: `# The workload's own identity (ADR 0027): no role is bound to it and no token is mounted in its pods.
apiVersion: v1
kind: ServiceAccount
metadata:
  name: ${folder}
${labels(folder, 'service', '  ')}
automountServiceAccountToken: false
---
# The migration Job's own: labelled as a migration, so the deploy's first step (\`-l
# app.kubernetes.io/component=migration\`) applies it with its Job.
apiVersion: v1
kind: ServiceAccount
metadata:
  name: ${folder}-migrate
${labels(`${folder}-migrate`, 'migration', '  ')}
automountServiceAccountToken: false
`,
    [`k8s/base/${folder}/autoscaling.yaml`]: `# An HTTP service scales on CPU: its replicas keep nothing in memory that another needs (Postgres and NATS hold the
# state), so any pod answers any request. The CPU request of its container is the 100 %.
apiVersion: autoscaling/v2
kind: HorizontalPodAutoscaler
metadata:
  name: ${folder}
${labels(folder, 'service', '  ')}
spec:
  scaleTargetRef:
    apiVersion: apps/v1
    kind: Deployment
    name: ${folder}
  # Two at the least, so a pod lost to a drain or a crash leaves one serving; the overlays set their own floors.
  minReplicas: ${SERVICE_PODS.min}
  maxReplicas: ${SERVICE_PODS.max}
  metrics:
    - type: Resource
      resource:
        name: cpu
        target:
          type: Utilization
          averageUtilization: 70
  behavior:
    # Up at once; down one pod a minute after five calm minutes (a pod going away ends its in-flight requests).
    scaleDown:
      stabilizationWindowSeconds: 300
      policies:
        - type: Pods
          value: 1
          periodSeconds: 60
`,
    [`k8s/base/${folder}/migrate-job.yaml`]: `# Brings schema \`${name}\` to the latest migration with the service's own entry (dist/migrate.js in the image) and
# exits. Run before the Deployments roll (README "Deploying to Kubernetes", ADR 0027).
apiVersion: batch/v1
kind: Job
metadata:
  name: ${folder}-migrate
${labels(`${folder}-migrate`, 'migration', '  ')}
spec:
  backoffLimit: 10
  activeDeadlineSeconds: 1800
  ttlSecondsAfterFinished: 86400
  template:
    metadata:
${labels(`${folder}-migrate`, 'migration', '      ')}
    spec:
      restartPolicy: Never
      enableServiceLinks: false
      serviceAccountName: ${folder}-migrate
      automountServiceAccountToken: false
      securityContext:
        runAsNonRoot: true
        runAsUser: 1000
        runAsGroup: 1000
        seccompProfile:
          type: RuntimeDefault
      containers:
        - name: migrate
          image: cadeau/${folder}
          workingDir: /app/${folder}
          command: ['node', '--enable-source-maps', 'dist/migrate.js']
          env:
            - name: NODE_ENV
              value: production
            - name: DATABASE_URL
              valueFrom:
                secretKeyRef:
                  name: cadeau-db-app
                  key: uri
          resources:
            requests:
              cpu: 100m
              memory: 128Mi
            limits:
              memory: 384Mi
${CONTAINER_SECURITY}
          volumeMounts:
            - name: tmp
              mountPath: /tmp
      volumes:
        - name: tmp
          emptyDir:
            sizeLimit: 64Mi
`,
  };
}

/** A process's Postgres pool with a ConfigMap's DATABASE_POOL_MAX, if it sets one (`undefined` otherwise). */
function poolMaxIn(config: string): number | undefined {
  const m = /^ {2}DATABASE_POOL_MAX: '?(\d+)'?$/m.exec(config);
  return m ? Number(m[1]) : undefined;
}

/**
 * The statements of production's client connections (`<n> client connections at the minimum replicas`, `<n> at the
 * autoscalers' ceilings`) with a generated service's own added: its pods at the floor and at the ceiling with the
 * surge pod, times production's DATABASE_POOL_MAX (the overlay's, else the base's, else the kit's 10).
 */
function addToScalePlan(read: ReadFile, file: string): string {
  const pool = poolMaxIn(read('k8s/overlays/production/config.yaml')) ?? poolMaxIn(read('k8s/base/config.yaml')) ?? 10;
  const statements: Array<[RegExp, number]> = [
    [/(\d[\d,]*)(\s+client\s+connections\s+at\s+the\s+minimum\s+replicas)/g, SERVICE_PODS.min * pool],
    [/(\d[\d,]*)(\s+at\s+the\s+autoscalers'\s+ceilings)/g, (SERVICE_PODS.max + SERVICE_PODS.surge) * pool],
  ];
  let text = read(file);
  for (const [pattern, added] of statements) {
    const found = [...text.matchAll(pattern)].length;
    if (found !== 1)
      throw new Error(`${file}: ${found} statements match ${pattern}, so the generator cannot add to one`);
    text = text.replace(pattern, (_all, n: string, rest: string) => {
      return `${(Number(n.replace(/,/g, '')) + added).toLocaleString('en-US')}${rest}`;
    });
  }
  return text;
}

/**
 * What the files a new service joins become: workspaces, registry, Dockerfile, k8s lists, overlays, k8s tests, and the
 * client connections the scale plan states (its pods' share of the connection budget, ADR 0034).
 */
export function serviceEdits({ name, port }: NewService, read: ReadFile): FileSet {
  checkName(name);
  checkPort(port);
  const folder = `svc-${name}`;
  const N = upper(name);
  const registry = read(REGISTRY);
  if (takenNames(registry).includes(name)) throw new Error(`${name} is already in the registry`);
  if (takenPorts(registry).includes(port)) throw new Error(`port ${port} is already taken in the registry`);
  const edits: FileSet = {
    'package.json': addWorkspace(read, folder),
    [REGISTRY]: insertBefore(
      registry,
      /^\] as const satisfies readonly ServiceEntry\[\];/,
      `  {
    name: '${name}',
    folder: '${folder}',
    port: { default: ${port}, env: '${N}_PORT' },
    migrate: 'src/migrate.ts',
  },`,
      REGISTRY,
    ),
    Dockerfile: insertBefore(
      insertBefore(
        read('Dockerfile'),
        /^# What every Node process runs in/,
        `FROM production-deps AS ${folder}-deps
RUN bash packages/stack/install-deps.sh --omit=dev --workspace @cadeau/${folder} && rm -rf node_modules/@cadeau node_modules/typescript
`,
        'Dockerfile',
      ),
      /^# A micro-frontend:/,
      `FROM node-runtime AS ${folder}
COPY --from=${folder}-deps /app ./
COPY --from=build /app/${folder}/dist ./${folder}/dist
WORKDIR /app/${folder}
EXPOSE ${port}
CMD ["node", "--enable-source-maps", "dist/main.js"]
`,
      'Dockerfile',
    ).replace(/^(# Targets: gateway, (?:svc-[a-z0-9]+, )*svc-[a-z0-9]+)/m, `$1, ${folder}`),
    'k8s/base/kustomization.yaml': addResource(read, folder),
    'k8s/base/config.yaml': insertAfterLast(
      read('k8s/base/config.yaml'),
      /^ {2}[A-Z0-9_]+_URL: http:\/\/svc-/,
      `  ${N}_URL: http://${folder}:${port}`,
      'k8s/base/config.yaml',
    ),
  };
  Object.assign(edits, addImages(read, folder));
  for (const doc of SCALE_PLAN_DOCS) edits[doc] = addToScalePlan(read, doc);
  const envTest = 'k8s/test/environment.test.ts';
  edits[envTest] = insertAfterLast(
    insertAfterLast(
      read(envTest),
      /^import \{ loadConfig as [a-zA-Z0-9]+Config \} from '\.\.\/\.\.\/svc-/,
      `import { loadConfig as ${name}Config } from '../../${folder}/src/config';`,
      envTest,
    ),
    /^ {2}'svc-[a-z0-9]+': \(env\) => [a-zA-Z0-9]+Config\(env\),$/,
    `  '${folder}': (env) => ${name}Config(env),`,
    envTest,
  );
  return edits;
}

export interface NewMicroFrontend {
  name: string;
}

/** The template micro-frontend whose manifests a new one copies (the smallest cockpit app's are the same). */
const MFE_TEMPLATE = 'products';
const MFE_MANIFESTS = ['deployment.yaml', 'kustomization.yaml', 'pdb.yaml', 'service.yaml', 'serviceaccount.yaml'];

/** The new files of `mfe-<name>/` (one cockpit page, its texts in both languages); manifests come with the edits. */
export function mfeFiles({ name }: NewMicroFrontend): FileSet {
  checkName(name);
  const folder = `mfe-${name}`;
  const T = title(name);
  const texts = (heading: string, intro: string) => `/** ${heading} */
export const ${heading.startsWith('English') ? 'en' : 'de'} = {
  ${name}: {
    page: {
      title: '${T}',
      intro: '${intro}',
    },
  },
};
`;
  return {
    [`${folder}/package.json`]: `${JSON.stringify(
      {
        name: `@cadeau/${folder}`,
        version: '0.1.0',
        private: true,
        scripts: {
          build: 'rspack build --mode production',
          dev: 'rspack build --mode development --watch',
          test: 'jest --passWithNoTests',
          typecheck: 'node ../node_modules/typescript-native/bin/tsc -p .',
          lint: 'eslint .',
          'lint:types': 'eslint -c ../eslint.typed.config.mjs --max-warnings 0 .',
        },
        dependencies: {
          '@cadeau/ui': '*',
          '@tanstack/react-query': '^5.108.0',
          antd: '^6.6.8',
          i18next: '~26.7.2',
          react: '^19.2.0',
          'react-dom': '^19.2.0',
          'react-i18next': '~17.1.12',
          'react-router': '~7.18.5',
          'single-spa-react': '^6.0.2',
        },
        devDependencies: { '@cadeau/build-config': '*' },
      },
      null,
      2,
    )}\n`,
    [`${folder}/rspack.config.js`]: `const { createAppConfig } = require('@cadeau/build-config/rspack-app');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mfe_${name}',
  kind: 'remote',
  exposes: { './app': './src/app.tsx' },
});
`,
    [`${folder}/jest.config.js`]: `module.exports = require('@cadeau/build-config/jest-dom')(__dirname);\n`,
    [`${folder}/tsconfig.json`]: `{
  "extends": "../tsconfig.base.json",
  "compilerOptions": { "types": ["node", "jest", "@testing-library/jest-dom"] },
  "include": ["src"]
}
`,
    [`${folder}/src/app.tsx`]: `import { createLifecycles } from '@cadeau/ui/lifecycles';
import { Root } from './Root';

/** single-spa lifecycles of ${folder} (exposed as \`mfe_${name}/app\`); the shell passes the container element. */
export const { bootstrap, mount, unmount } = createLifecycles(Root);
`,
    [`${folder}/src/Root.tsx`]: `import { lazy } from 'react';
import { CockpitRoot } from '@cadeau/ui/cockpit';
import { registerTexts } from './i18n/register';

registerTexts();

// Each page is its own chunk, loaded when it opens; its paths are the registry's pages of ${folder}.
const routes = {
  '/cockpit/${name}': lazy(() => import('./pages/${T}Page')),
};

/** ${folder}'s React root. */
export function Root() {
  return <CockpitRoot routes={routes} />;
}
`,
    [`${folder}/src/pages/${T}Page.tsx`]: `import { useTranslation } from 'react-i18next';
import { PageTitle } from '@cadeau/ui/cockpit';

/** /cockpit/${name}: the generator's first page; its texts are under \`${name}.page\`. */
export default function ${T}Page() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('${name}.page.title')} />
      <p>{t('${name}.page.intro')}</p>
    </>
  );
}
`,
    [`${folder}/src/i18n/en.ts`]: texts(
      `English texts of ${folder}. \`error.*\` texts live in @cadeau/ui.`,
      'Coming soon.',
    ),
    [`${folder}/src/i18n/de.ts`]: texts(
      `German texts of ${folder}. \`error.*\` texts live in @cadeau/ui.`,
      'Folgt bald.',
    ),
    [`${folder}/src/i18n/register.ts`]: `import { i18n } from '@cadeau/ui/i18n';
import { de } from './de';
import { en } from './en';

/** Adds ${folder}'s texts to the page's shared i18next instance (deep merge, never overwriting others'). */
export function registerTexts(): void {
  i18n.addResourceBundle('de', 'translation', de, true, false);
  i18n.addResourceBundle('en', 'translation', en, true, false);
}
`,
    [`${folder}/src/i18n/parity.test.ts`]: `import { expectTextParity } from '@cadeau/ui/testing';
import { de } from './de';
import { en } from './en';

describe('${folder} texts', () => {
  it('have the same keys and placeholders in German and English, none empty', () => {
    expectTextParity(de, en);
  });
});
`,
  };
}

/**
 * What a new micro-frontend adds beyond its folder: workspaces, its registry entry (one cockpit page without a
 * navigation entry: a `nav` needs a text key in packages/ui), its nginx target, its manifests (copied from
 * mfe-products'), the Ingress path, the overlays' image and staging's replica count.
 */
export function mfeEdits({ name }: NewMicroFrontend, read: ReadFile): FileSet {
  checkName(name);
  const folder = `mfe-${name}`;
  const registry = read(REGISTRY);
  if (takenNames(registry).includes(name)) throw new Error(`${name} is already in the registry`);
  const template = `mfe-${MFE_TEMPLATE}`;
  const rename = (content: string) =>
    content.replaceAll(template, folder).replaceAll(`/mfe/${MFE_TEMPLATE}/`, `/mfe/${name}/`);
  const edits: FileSet = {
    'package.json': addWorkspace(read, folder),
    [REGISTRY]: insertBefore(
      registry,
      /^\] as const satisfies readonly MicroFrontendEntry\[\];/,
      `  {
    name: '${name}',
    folder: '${folder}',
    pages: [{ path: '/cockpit/${name}', prefix: true, access: 'cockpit' }],
  },`,
      REGISTRY,
    ),
    Dockerfile: `${read('Dockerfile')
      .replace(/(mfe-[a-z0-9]+)( \(nginx serving)/, `$1, ${folder}$2`)
      .trimEnd()}

FROM \${NGINX_IMAGE} AS ${folder}
COPY --from=build /app/${folder}/dist /usr/share/nginx/html/mfe/${name}/
`,
    'k8s/base/kustomization.yaml': addResource(read, folder),
    'k8s/base/gateway/ingress.yaml': insertBefore(
      read('k8s/base/gateway/ingress.yaml'),
      /^ {10}- path: \/$/,
      `          - path: /mfe/${name}/
            pathType: Prefix
            backend:
              service:
                name: ${folder}
                port:
                  name: http`,
      'k8s/base/gateway/ingress.yaml',
    ),
  };
  for (const file of MFE_MANIFESTS) {
    edits[`k8s/base/${folder}/${file}`] = rename(read(`k8s/base/${template}/${file}`));
  }
  for (const [file, content] of Object.entries(addImages(read, folder))) {
    // Staging runs one replica of each micro-frontend where it lists their counts.
    const counted = /^ {2}- name: mfe-[a-z0-9]+\n {4}count: \d+$/m.test(content);
    edits[file] = counted
      ? insertAfterLast(content, /^ {2}- name: mfe-[a-z0-9]+$/, `  - name: ${folder}\n    count: 1`, file, 2)
      : content;
  }
  return edits;
}
