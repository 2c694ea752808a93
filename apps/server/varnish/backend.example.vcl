# news-backend.vcl: what news.vcl needs to know about one deployment. Copy this file next to
# news.vcl (or anywhere on varnishd's `-p vcl_path`) as news-backend.vcl and fill it in.

# The servers' balancer (or a single server). Varnish checks it with the probe; while it is
# sick, kept copies are served however old (up to their stale-if-error).
backend origin {
	.host = "127.0.0.1";
	.port = "8080";
	.connect_timeout = 2s;
	.first_byte_timeout = 30s;
	.probe = {
		# A server's readiness; a balancer's own health address if it has one.
		.url = "/readyz";
		.interval = 1s;
		.timeout = 1s;
		.window = 3;
		.threshold = 2;
		.initial = 2;
	}
}

# The servers, which send the purges (EDGE_PURGE_URLS points at the `purge` listener). Nothing
# else may purge, whatever listener it reaches.
acl purgers {
	"127.0.0.1";
	"::1";
}

# The origins readers reach the site at, canonical first: the servers' PUBLIC_ORIGIN (here
# https://news.example.com,https://www.news.example.com). news.vcl calls this on every request,
# once it has dropped the forwarded headers a client wrote. A Host that is none of them is
# answered as the canonical one's (copies are kept for these names only), and the servers are
# told the scheme readers use at each (X-Forwarded-Proto): behind TLS termination the edge
# cannot see it, and no client may say it. `npm run cluster` writes this from PUBLIC_ORIGIN
# (cluster/startVarnish.ts, `publicOriginVcl`).
sub news_public_origin {
	if (req.http.Host == "news.example.com") {
		set req.http.X-Forwarded-Proto = "https";
	} elsif (req.http.Host == "www.news.example.com") {
		set req.http.X-Forwarded-Proto = "https";
	} else {
		set req.http.Host = "news.example.com";
		set req.http.X-Forwarded-Proto = "https";
	}
}
