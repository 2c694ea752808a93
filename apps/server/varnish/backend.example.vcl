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
