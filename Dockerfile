# syntax=docker/dockerfile:1
# One image per process of the platform (packages/platform/src/registry.ts), each a target of this file:
#   docker build --target svc-identity -t cadeau/svc-identity .
# Targets: gateway, svc-identity, svc-catalog, svc-campaign, svc-billing, svc-mail (Node, `node --import tsx
# src/main.ts` as `npm start` runs them, ADR 0001: no compile step) and mfe-public, mfe-campaigns, mfe-orgs,
# mfe-admin, mfe-products (nginx serving the built bundles under /mfe/<name>/). Kubernetes manifests: k8s/ (ADR 0027).

# The current Node LTS; the platform needs >= 20.19 (package.json engines).
ARG NODE_IMAGE=node:26-trixie-slim
ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:1.29-alpine

# Every workspace with the locked dependencies, and the front end built once for all images.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV TURBO_TELEMETRY_DISABLED=1 TURBO_NO_UPDATE_NOTIFIER=1
COPY . .
# The npm of package.json's packageManager, and the repository's own install (npm ci, with its fallback for the
# lockfiles npm 11.19 writes). Dev dependencies too: the processes run TypeScript with tsx (a root devDependency) and
# rspack builds the front end.
RUN npm install --global npm@11.19.1 && bash packages/stack/install-deps.sh
# What `npm start` builds (packages/stack/src/build.ts): the shell (with its pre-rendered start pages) and every
# micro-frontend, into their dist/ folders.
RUN npx turbo run build --filter=@cadeau/shell --filter='@cadeau/mfe-*' --concurrency=2 --ui=stream

# What every Node process needs: the dependencies and the shared packages, owned by root and read-only to the
# process (it runs as the image's `node` user, uid 1000).
FROM ${NODE_IMAGE} AS node-runtime
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app/package.json /app/tsconfig.base.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/packages ./packages
USER 1000:1000

FROM node-runtime AS gateway
COPY --from=build /app/gateway ./gateway
# The gateway serves the shell's pages itself (CSP hashes of their inline scripts, the start page in the visitor's
# language): its static roots are folders next to it (gateway/src/config.ts).
COPY --from=build /app/shell/dist ./shell/dist
WORKDIR /app/gateway
EXPOSE 8080
CMD ["node", "--import", "tsx", "src/main.ts"]

FROM node-runtime AS svc-identity
COPY --from=build /app/svc-identity ./svc-identity
WORKDIR /app/svc-identity
EXPOSE 3101
CMD ["node", "--import", "tsx", "src/main.ts"]

FROM node-runtime AS svc-catalog
COPY --from=build /app/svc-catalog ./svc-catalog
WORKDIR /app/svc-catalog
EXPOSE 3102
CMD ["node", "--import", "tsx", "src/main.ts"]

FROM node-runtime AS svc-campaign
COPY --from=build /app/svc-campaign ./svc-campaign
WORKDIR /app/svc-campaign
EXPOSE 3103
CMD ["node", "--import", "tsx", "src/main.ts"]

FROM node-runtime AS svc-billing
COPY --from=build /app/svc-billing ./svc-billing
WORKDIR /app/svc-billing
EXPOSE 3104
CMD ["node", "--import", "tsx", "src/main.ts"]

FROM node-runtime AS svc-mail
COPY --from=build /app/svc-mail ./svc-mail
WORKDIR /app/svc-mail
EXPOSE 3105
CMD ["node", "--import", "tsx", "src/main.ts"]

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
