import { siteContentSchema, type SiteContent } from './siteContentSchema.ts';

/**
 * Parses a site's demo content and checks what the schema cannot: that every reference points at
 * something that exists and that the site has every kind of content the app shows.
 * Returns the content, or throws one error that lists every problem found.
 */
export function validateSiteContent(raw: unknown): SiteContent {
  const parsed = siteContentSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`site content does not match the schema:\n${lines.join('\n')}`);
  }
  const content = parsed.data;
  const problems = findContentProblems(content);
  if (problems.length > 0) {
    throw new Error(`site content ${content.site} has problems:\n${problems.join('\n')}`);
  }
  return content;
}

function findContentProblems(c: SiteContent): string[] {
  const problems: string[] = [];
  const channelKeys = new Set(c.channels.map((ch) => ch.key));
  const itemsByKey = new Map(c.items.map((i) => [i.key, i]));
  const collectionKeys = new Set(c.collections.map((x) => x.key));
  const topicKeys = new Set(c.topics.map((x) => x.key));
  const livesByKey = new Map(c.lives.map((x) => [x.key, x]));

  const dup = (label: string, keys: string[]): void => {
    const seen = new Set<string>();
    for (const k of keys) {
      if (seen.has(k)) problems.push(`duplicate ${label} key ${k}`);
      seen.add(k);
    }
  };
  dup(
    'channel',
    c.channels.map((x) => x.key),
  );
  dup(
    'item',
    c.items.map((x) => x.key),
  );
  dup(
    'collection',
    c.collections.map((x) => x.key),
  );
  dup(
    'topic',
    c.topics.map((x) => x.key),
  );
  dup(
    'live',
    c.lives.map((x) => x.key),
  );

  for (const ch of c.channels) {
    if (ch.parent && !channelKeys.has(ch.parent))
      problems.push(`channel ${ch.key}: no parent ${ch.parent}`);
  }
  const kinds = c.channels.map((ch) => ch.kind);
  for (const kind of ['city', 'regional', 'pictures', 'video', 'live', 'topics'] as const) {
    if (!kinds.includes(kind)) problems.push(`no channel of kind ${kind}`);
  }
  if (kinds.filter((k) => k === 'news').length < 3) problems.push('fewer than 3 news channels');
  const cityRoot = c.channels.find((ch) => ch.kind === 'city' && !ch.parent);
  if (!cityRoot || c.channels.filter((ch) => ch.parent === cityRoot.key).length < 2) {
    problems.push('the city channel needs at least 2 child city channels');
  }

  for (const item of c.items) {
    const at = `item ${item.key}`;
    if ((item.hoursAgo === undefined) === (item.on === undefined))
      problems.push(`${at}: give either hoursAgo or on`);
    if (!channelKeys.has(item.channel)) problems.push(`${at}: no channel ${item.channel}`);
    switch (item.publishType) {
      case 'TUWEN':
        if (!item.body?.length && !item.outLink && !item.adsUrl)
          problems.push(`${at}: TUWEN needs a body`);
        break;
      case 'TUSHUO':
      case 'TUJIE':
        if ((item.images?.length ?? 0) < 4)
          problems.push(`${at}: needs at least 4 captioned images`);
        break;
      case 'SHIPING':
        if (!item.video) problems.push(`${at}: SHIPING needs a video`);
        if (item.collection && !collectionKeys.has(item.collection))
          problems.push(`${at}: no collection ${item.collection}`);
        break;
      case 'SHIPINGLIST':
        if (!item.collection || !collectionKeys.has(item.collection))
          problems.push(`${at}: SHIPINGLIST needs a collection`);
        break;
      case 'SPECIAL':
        if (!item.topic || !topicKeys.has(item.topic))
          problems.push(`${at}: SPECIAL needs a topic`);
        break;
      case 'authPublishPlayback': {
        const live = item.live ? livesByKey.get(item.live) : undefined;
        if (!live || live.status !== 'replay')
          problems.push(`${at}: authPublishPlayback needs a replay live`);
        // A replay dated on its day of the year is published on that day too.
        if (live?.on && !item.on) problems.push(`${at}: the replay of a dated live needs on`);
        break;
      }
    }
  }
  for (const type of [
    'TUWEN',
    'TUSHUO',
    'TUJIE',
    'SHIPING',
    'SHIPINGLIST',
    'SPECIAL',
    'authPublishPlayback',
  ]) {
    if (!c.items.some((i) => i.publishType === type)) problems.push(`no item of type ${type}`);
  }
  if (!c.items.some((i) => i.headline)) problems.push('no headline item');
  if (c.items.filter((i) => i.banner).length < 3) problems.push('fewer than 3 banner items');
  if (!c.items.some((i) => i.commentsOff)) problems.push('no item with comments off');
  if (!c.items.some((i) => i.outLink)) problems.push('no out-link item');
  if (!c.items.some((i) => i.adsUrl)) problems.push('no feed ad item');

  for (const col of c.collections) {
    const videos = c.items.filter((i) => i.publishType === 'SHIPING' && i.collection === col.key);
    if (videos.length < 2) problems.push(`collection ${col.key}: fewer than 2 videos`);
  }
  for (const topic of c.topics) {
    for (const section of topic.sections) {
      for (const k of section.items) {
        if (!itemsByKey.has(k)) problems.push(`topic ${topic.key}: no item ${k}`);
      }
    }
  }
  const statuses = c.lives.map((l) => l.status);
  if (!statuses.includes('upcoming')) problems.push('no upcoming live');
  if (!statuses.includes('live')) problems.push('no live-now broadcast');
  if (statuses.filter((s) => s === 'replay').length < 2) problems.push('fewer than 2 replays');
  for (const live of c.lives) {
    const at = `live ${live.key}`;
    if ((live.startsInHours === undefined) === (live.on === undefined))
      problems.push(`${at}: give either startsInHours or on`);
    // Broadcasts on now or to come are told relative to the seeding: they must fit any day.
    if (live.on && live.status !== 'replay') problems.push(`${at}: only a replay may have on`);
    const starts = live.startsInHours ?? -Infinity;
    if (live.status === 'upcoming' && starts <= 0)
      problems.push(`${at}: upcoming must start in the future`);
    if (live.status === 'live' && !(starts < 0 && starts + live.durationHours > 0)) {
      problems.push(`${at}: live must have started and not ended`);
    }
    if (live.status === 'replay' && starts + live.durationHours >= 0)
      problems.push(`${at}: replay must have ended`);
    if (live.status === 'replay' && (live.segments?.length ?? 0) < 2)
      problems.push(`${at}: replay needs at least 2 segments`);
    if (live.status !== 'upcoming' && live.posts.length < 4)
      problems.push(`${at}: needs at least 4 posts`);
  }
  return problems;
}
