# syntax=docker/dockerfile:1
# One image per process of the platform (packages/platform/src/registry.ts), each a target of this file:
#   docker build --target svc-identity -t cadeau/svc-identity .
# Targets: gateway, svc-identity, svc-catalog, svc-campaign, svc-billing, svc-mail (Node: compiled JavaScript,
# `node dist/main.js`, with the production dependencies of that process only, as uid 1000; ADR 0001: the build
# compiles, local development and the tests run the TypeScript sources with tsx) and mfe-public, mfe-campaigns,
# mfe-orgs, mfe-admin, mfe-products (nginx serving the built bundles under /mfe/<name>/). Kubernetes manifests: k8s/
# (ADR 0027). k8s/test/images.test.ts holds this file to that.

# The current Node LTS; the platform needs >= 20.19 (package.json engines).
ARG NODE_IMAGE=node:26-trixie-slim
ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:1.29-alpine

# Every workspace with the locked dependencies, and the front end built once for all images.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV TURBO_TELEMETRY_DISABLED=1 TURBO_NO_UPDATE_NOTIFIER=1
COPY . .
# The npm of package.json's packageManager, and the repository's own install (npm ci, with its fallback for the
# lockfiles npm 11.19 writes). Dev dependencies too: esbuild compiles the Node processes and rspack builds the front
# end; no image below takes this node_modules.
RUN npm install --global npm@11.19.1 && bash packages/stack/install-deps.sh
# What `npm start` builds (packages/stack/src/build.ts): the shell (with its pre-rendered start pages) and every
# micro-frontend, into their dist/ folders.
RUN npx turbo run build --filter=@cadeau/shell --filter='@cadeau/mfe-*' --concurrency=2 --ui=stream

# The Node processes compiled (ADR 0001): each workspace's `build:server` bundles its entries src/<name>.ts with the
# @cadeau/* packages they import into dist/<name>.js (packages/build-config/server-bundle.js); every other package
# stays a require() of node_modules.
RUN npm run build:server --workspaces --if-present

# The package.json files, the lockfile and the install script alone: what a production install reads, so the
# installs below are cached until one of them changes.
FROM ${NODE_IMAGE} AS manifests
COPY . /src
RUN mkdir /app && cd /src && cp --parents package.json package-lock.json packages/stack/install-deps.sh \
      */package.json packages/*/package.json /app/

# Production dependencies of one process: the `dependencies` of its workspace and of the workspace packages it uses,
# from the lockfile, without devDependencies (no tsx, esbuild, swc, jest). The workspace links (node_modules/@cadeau)
# go: their code is in the bundle. So does TypeScript, which npm installs as the optional peer of cosmiconfig (mjml)
# and swissqrbill because the repository has it: they load it only for TypeScript files of their own, never here.
FROM ${NODE_IMAGE} AS production-deps
WORKDIR /app
RUN npm install --global npm@11.19.1
COPY --from=manifests /app ./

FROM production-deps AS gateway-deps
RUN bash packages/stack/install-deps.sh --omit=dev --workspace @cadeau/gateway && rm -rf node_modules/@cadeau node_modules/typescript

FROM production-deps AS svc-identity-deps
RUN bash packages/stack/install-deps.sh --omit=dev --workspace @cadeau/svc-identity && rm -rf node_modules/@cadeau node_modules/typescript

FROM production-deps AS svc-catalog-deps
RUN bash packages/stack/install-deps.sh --omit=dev --workspace @cadeau/svc-catalog && rm -rf node_modules/@cadeau node_modules/typescript

FROM production-deps AS svc-campaign-deps
RUN bash packages/stack/install-deps.sh --omit=dev --workspace @cadeau/svc-campaign && rm -rf node_modules/@cadeau node_modules/typescript

FROM production-deps AS svc-billing-deps
RUN bash packages/stack/install-deps.sh --omit=dev --workspace @cadeau/svc-billing && rm -rf node_modules/@cadeau node_modules/typescript

FROM production-deps AS svc-mail-deps
RUN bash packages/stack/install-deps.sh --omit=dev --workspace @cadeau/svc-mail && rm -rf node_modules/@cadeau node_modules/typescript

# What every Node process runs in: Node and nothing of the build. Each target adds its production node_modules (at
# /app/node_modules and, for the packages locked under its own folder, /app/<process>/node_modules) and its dist/
# (dist/main.js, and dist/migrate.js that the migration Job runs), owned by root and read-only to the process, which
# runs as the image's `node` user (uid 1000).
FROM ${NODE_IMAGE} AS node-runtime
ENV NODE_ENV=production
WORKDIR /app
USER 1000:1000

FROM node-runtime AS gateway
COPY --from=gateway-deps /app ./
COPY --from=build /app/gateway/dist ./gateway/dist
# The gateway serves the shell's pages itself (CSP hashes of their inline scripts, the start page in the visitor's
# language): its static roots are folders next to it (gateway/src/config.ts).
COPY --from=build /app/shell/dist ./shell/dist
WORKDIR /app/gateway
EXPOSE 8080
CMD ["node", "--enable-source-maps", "dist/main.js"]

# Also dist/create-first-admin.js: the first platform administrator's one-time Job (k8s/first-admin).
FROM node-runtime AS svc-identity
COPY --from=svc-identity-deps /app ./
COPY --from=build /app/svc-identity/dist ./svc-identity/dist
WORKDIR /app/svc-identity
EXPOSE 3101
CMD ["node", "--enable-source-maps", "dist/main.js"]

FROM node-runtime AS svc-catalog
COPY --from=svc-catalog-deps /app ./
COPY --from=build /app/svc-catalog/dist ./svc-catalog/dist
WORKDIR /app/svc-catalog
EXPOSE 3102
CMD ["node", "--enable-source-maps", "dist/main.js"]

# Also dist/repair-funnel.js (ADR 0031).
FROM node-runtime AS svc-campaign
COPY --from=svc-campaign-deps /app ./
COPY --from=build /app/svc-campaign/dist ./svc-campaign/dist
WORKDIR /app/svc-campaign
EXPOSE 3103
CMD ["node", "--enable-source-maps", "dist/main.js"]

FROM node-runtime AS svc-billing
COPY --from=svc-billing-deps /app ./
COPY --from=build /app/svc-billing/dist ./svc-billing/dist
# The fonts embedded in invoice PDFs (src/adapters/invoice-pdf.ts).
COPY --from=build /app/svc-billing/assets ./svc-billing/assets
WORKDIR /app/svc-billing
EXPOSE 3104
CMD ["node", "--enable-source-maps", "dist/main.js"]

FROM node-runtime AS svc-mail
COPY --from=svc-mail-deps /app ./
COPY --from=build /app/svc-mail/dist ./svc-mail/dist
WORKDIR /app/svc-mail
EXPOSE 3105
CMD ["node", "--enable-source-maps", "dist/main.js"]

# A micro-frontend: its dist/ where the gateway's manifest points (/mfe/<name>/remoteEntry.js). The server block
# comes from the ConfigMap mfe-nginx (k8s/base/mfe-nginx.yaml).
FROM ${NGINX_IMAGE} AS mfe-public
COPY --from=build /app/mfe-public/dist /usr/share/nginx/html/mfe/public/

FROM ${NGINX_IMAGE} AS mfe-campaigns
COPY --from=build /app/mfe-campaigns/dist /usr/share/nginx/html/mfe/campaigns/

FROM ${NGINX_IMAGE} AS mfe-orgs
COPY --from=build /app/mfe-orgs/dist /usr/share/nginx/html/mfe/orgs/

FROM ${NGINX_IMAGE} AS mfe-admin
COPY --from=build /app/mfe-admin/dist /usr/share/nginx/html/mfe/admin/

FROM ${NGINX_IMAGE} AS mfe-products
COPY --from=build /app/mfe-products/dist /usr/share/nginx/html/mfe/products/
