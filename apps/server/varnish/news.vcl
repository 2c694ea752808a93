vcl 4.1;

# The edge in front of the news servers (docs/adr/0019-public-reads-at-the-edge.md). Public reads
# are kept here and answered without reaching a server; the servers say what each answer shows
# (its `Surrogate-Key` header) and purge by those keys the moment it changes. Writes, anything
# with a reader's token and the newsroom console pass straight through.
#
# Needs varnish-modules (xkey), and two listeners: the public one, and one named `purge`
# (`-a purge=<address>:<port>`) that only the servers reach. The backend, its probe, the
# `purgers` ACL and the site's public origins (`news_public_origin`) come from news-backend.vcl,
# written per deployment (backend.example.vcl).

import std;
import xkey;

include "news-backend.vcl";

sub vcl_recv {
	if (req.restarts == 0) {
		# Set by this VCL only.
		unset req.http.X-Edge-Retry;
		unset req.http.X-Edge-Lookup;
		unset req.http.X-Edge-Encoding;
		unset req.http.X-Edge-Stale;
		# Where a reader came from, by what scheme and for what address is the edge's to say,
		# never the reader's: the servers believe this hop (TRUST_PROXY) and build links from
		# it, and what they answer is kept here for every reader after (issue 39). The list is
		# cluster/proxyOnlyHeaders.ts'. X-Forwarded-For stays: Varnish appends the address it
		# was reached from, and the servers count hops from its end.
		unset req.http.Forwarded;
		unset req.http.X-Forwarded-Host;
		unset req.http.X-Forwarded-Proto;
		unset req.http.X-Forwarded-Port;
		unset req.http.X-Forwarded-Server;
		unset req.http.X-Forwarded-Prefix;
		unset req.http.X-Forwarded-Scheme;
		unset req.http.X-Forwarded-Ssl;
		unset req.http.X-Forwarded-Uri;
		unset req.http.X-Original-URL;
		unset req.http.X-Rewrite-URL;
		unset req.http.X-Original-Host;
		unset req.http.X-Host;
		unset req.http.X-Real-IP;
		unset req.http.X-Client-IP;
		unset req.http.True-Client-IP;
		unset req.http.X-HTTP-Method-Override;
		unset req.http.X-HTTP-Method;
		unset req.http.X-Method-Override;
		unset req.http.Front-End-Https;
		unset req.http.X-Url-Scheme;
		# One of the site's names, whatever Host a client sends (news-backend.vcl): copies are
		# keyed by those only, so made-up names neither fill the cache nor reach the servers; and
		# the scheme readers use there, which the servers cannot see behind TLS termination.
		set req.http.Host = std.tolower(req.http.Host);
		call news_public_origin;
	}
	if (local.socket == "purge") {
		call news_purge;
	}
	if (req.method == "PURGE") {
		return (synth(405, "Purges are taken on the purge listener only"));
	}
	if (req.method != "GET" && req.method != "HEAD") {
		return (pass);
	}
	if (req.http.token || req.http.Authorization || req.url ~ "^/console([/?]|$)") {
		return (pass);
	}
	if (req.url ~ "^/(api|jaapi|krapi|enapi|ruapi)/") {
		# The signing secret ships in the web app, so checking a signature here would protect
		# nothing (see the ADR). A request without a well-formed one, or outside the five-minute
		# window, still goes to the servers, which refuse it as they always did.
		if (!(req.http.timestamp ~ "^[0-9]{1,16}$" && req.http.nonce ~ "^[A-Za-z0-9]{10}$"
		    && req.http.sign ~ "^[0-9A-Fa-f]{64}$")) {
			return (pass);
		}
		if (std.integer(req.http.timestamp, 0) < (std.integer(time=now) - 300) * 1000
		    || std.integer(req.http.timestamp, 0) > (std.integer(time=now) + 300) * 1000) {
			return (pass);
		}
	}
	if (req.url ~ "^/(index\.html)?(\?|$)") {
		# `/` shows the site of `?lang=`, else of the `news_lang` cookie, else of the browser's
		# first language, and says so (Vary: Cookie, Accept-Language): keep only what the
		# server reads, so a page has a handful of variants, not one per browser.
		if (req.http.Cookie ~ "(^|;)\s*news_lang=(zh-Hans|en|kr|ja|ru)\s*(;|$)") {
			set req.http.Cookie = "news_lang=" + regsub(req.http.Cookie,
			    "^(.*;)?\s*news_lang=(zh-Hans|en|kr|ja|ru)\s*(;.*)?$", "\2");
		} else {
			unset req.http.Cookie;
		}
		if (req.http.Accept-Language ~ "^\s*[A-Za-z]{1,8}") {
			set req.http.Accept-Language = std.tolower(regsub(req.http.Accept-Language,
			    "^\s*([A-Za-z]{1,8}).*$", "\1"));
		} else {
			unset req.http.Accept-Language;
		}
	} else {
		# No other public answer depends on them.
		unset req.http.Cookie;
		unset req.http.Accept-Language;
	}
	# One copy per encoding the servers make: Brotli, gzip, none (vcl_hash).
	if (req.http.Accept-Encoding ~ "(^|,)\s*br\s*(;\s*q=(1|0?\.0*[1-9][0-9]*)\s*)?(,|$)") {
		set req.http.X-Edge-Encoding = "br";
	} elsif (req.http.Accept-Encoding ~ "(^|,)\s*gzip\s*(;\s*q=(1|0?\.0*[1-9][0-9]*)\s*)?(,|$)") {
		set req.http.X-Edge-Encoding = "gzip";
	} else {
		unset req.http.X-Edge-Encoding;
	}
	# While the servers answer, a copy past its lifetime (or purged) is served for a few seconds
	# while a new one is fetched; while they do not, or once a fetch has failed, for as long as
	# it is kept (its `stale-if-error`).
	if (std.healthy(req.backend_hint) && !req.http.X-Edge-Retry) {
		set req.grace = 10s;
	}
	set req.http.X-Edge-Lookup = "1";
	return (hash);
}

sub news_purge {
	if (req.method != "PURGE") {
		return (synth(405, "Only purges here"));
	}
	if (!(client.ip ~ purgers)) {
		return (synth(403, "Not allowed to purge"));
	}
	if (req.http.Surrogate-Key !~ "\S") {
		return (synth(400, "Name the keys in Surrogate-Key"));
	}
	# Soft by default: the copies stay, out of date, for when the servers cannot answer.
	if (req.http.Surrogate-Purge == "hard") {
		set req.http.X-Edge-Purged = xkey.purge(req.http.Surrogate-Key);
	} else {
		set req.http.X-Edge-Purged = xkey.softpurge(req.http.Surrogate-Key);
	}
	return (synth(200, "Purged " + req.http.X-Edge-Purged));
}

sub vcl_hash {
	hash_data(req.url);
	# Always one of the site's names (vcl_recv).
	hash_data(req.http.Host);
	# Not left to Vary: Varnish's own gzip handling drops Accept-Encoding before the lookup and
	# would hand a Brotli copy to a reader who asked for gzip.
	hash_data(req.http.X-Edge-Encoding);
	return (lookup);
}

sub vcl_hit {
	if (obj.ttl <= 0s) {
		set req.http.X-Edge-Stale = "1";
	}
}

sub vcl_backend_fetch {
	# Varnish asks for gzip on every fetch: ask for this copy's encoding instead.
	if (bereq.http.X-Edge-Lookup) {
		if (bereq.http.X-Edge-Encoding) {
			set bereq.http.Accept-Encoding = bereq.http.X-Edge-Encoding;
		} else {
			unset bereq.http.Accept-Encoding;
		}
	}
}

sub vcl_backend_response {
	if (beresp.status >= 500 && !bereq.uncacheable) {
		# Rather the copy past its lifetime: a background fetch keeps it, a reader's fetch is
		# tried once more with every kept copy allowed (vcl_synth).
		if (bereq.is_bgfetch || !bereq.http.X-Edge-Retry) {
			return (abandon);
		}
	}
	if (beresp.status >= 500 && bereq.url ~ "^/(api|jaapi|krapi|enapi|ruapi)/"
	    && beresp.http.Content-Type !~ "json") {
		# The balancer's own page when no server is up: API clients get the envelope.
		return (error(503, "Service Unavailable"));
	}
	if (bereq.uncacheable) {
		return (deliver);
	}
	if (beresp.status != 200 || !beresp.http.Surrogate-Key || beresp.http.Set-Cookie
	    || beresp.http.Cache-Control ~ "(?i)(private|no-store|no-cache)" || beresp.ttl <= 0s) {
		set beresp.uncacheable = true;
		if (beresp.status == 200) {
			# The servers never share this address's answers: go straight to them for a minute.
			set beresp.ttl = 60s;
		} else {
			# A refusal says nothing about the next request for this address: remember nothing,
			# or one bad request would send every reader of the address to the servers.
			set beresp.ttl = 0s;
		}
		return (deliver);
	}
	# xkey indexes the copy by the keys in this header.
	set beresp.http.xkey = beresp.http.Surrogate-Key;
	# Kept past `s-maxage` for as long as `stale-if-error` allows (vcl_recv decides when it may
	# be served).
	set beresp.grace = std.duration(regsub(beresp.http.Cache-Control,
	    "^.*stale-if-error=([0-9]+).*$", "\1s"), 10s);
	return (deliver);
}

sub vcl_backend_error {
	if (!bereq.uncacheable && (bereq.is_bgfetch || !bereq.http.X-Edge-Retry)) {
		return (abandon);
	}
	set beresp.ttl = 0s;
	set beresp.uncacheable = true;
	set beresp.http.Cache-Control = "no-store";
	if (bereq.url ~ "^/(api|jaapi|krapi|enapi|ruapi)/") {
		set beresp.http.Content-Type = "application/json; charset=utf-8";
		call news_unavailable_message;
		synthetic({"{"code":503,"msg":""} + beresp.http.X-Edge-Message + {"","data":null}"});
		unset beresp.http.X-Edge-Message;
	}
	return (deliver);
}

# The envelope's message when no server can answer, in the site's language: the servers'
# `error.unavailable` (apps/server/src/edge/newsVcl.test.ts holds them to the same words).
sub news_unavailable_message {
	if (bereq.url ~ "^/api/") {
		set beresp.http.X-Edge-Message = "服务暂时不可用，请稍后再试。";
	} elsif (bereq.url ~ "^/jaapi/") {
		set beresp.http.X-Edge-Message = "サービスは一時的に利用できません。しばらくしてからもう一度お試しください。";
	} elsif (bereq.url ~ "^/krapi/") {
		set beresp.http.X-Edge-Message = "서비스를 잠시 이용할 수 없습니다. 잠시 후 다시 시도해 주세요.";
	} elsif (bereq.url ~ "^/ruapi/") {
		set beresp.http.X-Edge-Message = "Сервис временно недоступен. Повторите попытку чуть позже.";
	} else {
		set beresp.http.X-Edge-Message = "The service is briefly unavailable. Please try again in a moment.";
	}
}

sub vcl_synth {
	# A read whose fetch failed: once more, taking any copy still kept.
	if (resp.status == 503 && req.http.X-Edge-Lookup && !req.http.X-Edge-Retry) {
		set req.http.X-Edge-Retry = "1";
		return (restart);
	}
}

sub vcl_deliver {
	if (obj.uncacheable) {
		set resp.http.X-Cache = "PASS";
	} elsif (req.http.X-Edge-Stale) {
		set resp.http.X-Cache = "STALE";
	} elsif (obj.hits > 0) {
		set resp.http.X-Cache = "HIT";
	} else {
		set resp.http.X-Cache = "MISS";
	}
	unset resp.http.Surrogate-Key;
	unset resp.http.xkey;
	# Caches past this one are not purged: they get the browsers' lifetime.
	if (resp.http.Cache-Control ~ "s-maxage") {
		set resp.http.Cache-Control = regsuball(resp.http.Cache-Control,
		    ",\s*s-maxage=[0-9]+", "");
	}
}
