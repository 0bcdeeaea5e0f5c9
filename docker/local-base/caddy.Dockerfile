# A stand-in for the official caddy:2 where no registry is reachable (npm run check:container builds it
# only when `docker pull` fails): Debian's caddy package, with the official image's paths and command.
FROM debian:bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends caddy ca-certificates \
  && rm -rf /var/lib/apt/lists/* \
  && mkdir -p /config /data /etc/caddy
ENV XDG_CONFIG_HOME=/config XDG_DATA_HOME=/data
LABEL org.folio.local-base="caddy:2"
EXPOSE 80 443 443/udp
CMD ["caddy", "run", "--config", "/etc/caddy/Caddyfile", "--adapter", "caddyfile"]
