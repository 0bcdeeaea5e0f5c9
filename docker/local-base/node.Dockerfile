# A stand-in for the official node:20-bookworm-slim where no registry is reachable (npm run
# check:container builds it only when `docker pull` fails): Debian bookworm from the machine's mirror,
# Node 20 and npm 10 from the npm registry, the same `node` user (uid 1000), and the host's CA bundle
# for a proxy in front of the registry. npm_config_nodedir lets native modules compile offline.
FROM debian:bookworm-slim
COPY node/ /usr/local/
COPY npm/ /usr/local/lib/node_modules/npm/
COPY host-ca.pem /usr/local/share/host-ca.pem
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
  && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
  && groupadd --gid 1000 node \
  && useradd --uid 1000 --gid node --shell /bin/bash --create-home node
ENV NODE_EXTRA_CA_CERTS=/usr/local/share/host-ca.pem \
    npm_config_nodedir=/usr/local
LABEL org.folio.local-base="node:20-bookworm-slim"
CMD ["node"]
