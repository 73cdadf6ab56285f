import { sql, type Kysely } from 'kysely';

/**
 * The health feed (issue 6, ADR 0012): posts with their media, one like per person and
 * post, shares counted once per person and day, comments, reports for moderation, and
 * views (one per viewer, post and day) that make an author's monthly reach.
 *
 * Counts live on the post and move in the same transaction as the row that causes
 * them, so a feed page reads them without counting, and concurrent likes count exactly.
 */

const CATEGORIES = sql.raw(
  `(${[
    'Health Tips',
    'Medical News',
    'Disease Awareness',
    'Nutrition',
    'Mental Health',
    'Fitness',
    'Medication',
    'Preventive Care',
    "Women''s Health",
    "Men''s Health",
    'Child Health',
    'Elderly Care',
    'Other',
    'General Health',
    'Cardiology',
    'Dermatology',
    'Endocrinology',
    'Gastroenterology',
    'Neurology',
    'Oncology',
    'Orthopedics',
    'Pediatrics',
    'Psychiatry',
    'Pulmonology',
    'Radiology',
    'Urology',
  ]
    .map((c) => `'${c}'`)
    .join(',')})`,
);

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table posts (
    id uuid primary key default gen_random_uuid(),
    author_id uuid not null references users(id) on delete cascade,
    author_type text not null check (author_type in ('doctor','hospital','lab','pharmacy')),
    title text not null check (length(title) between 1 and 200),
    content text not null check (length(content) between 1 and 5000),
    category text not null check (category in ${CATEGORIES}),
    type text not null check (type in ('post','video','article','announcement')),
    tags jsonb not null default '[]',
    is_public boolean not null default true,
    video_url text not null default '',
    article_link text not null default '',
    likes_count integer not null default 0 check (likes_count >= 0),
    shares_count integer not null default 0 check (shares_count >= 0),
    comments_count integer not null default 0 check (comments_count >= 0),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`.execute(db);
  // The public feed, newest first, whole and by each filter; an author's own posts.
  await sql`create index posts_public on posts (created_at desc, id desc) where is_public`.execute(
    db,
  );
  await sql`create index posts_public_by_author_type on posts (author_type, created_at desc, id desc)
    where is_public`.execute(db);
  await sql`create index posts_public_by_category on posts (category, created_at desc, id desc)
    where is_public`.execute(db);
  await sql`create index posts_public_by_type on posts (type, created_at desc, id desc)
    where is_public`.execute(db);
  await sql`create index posts_of_author on posts (author_id, created_at desc, id desc)`.execute(
    db,
  );

  await sql`create table post_media (
    id uuid primary key default gen_random_uuid(),
    post_id uuid not null references posts(id) on delete cascade,
    kind text not null check (kind in ('image','video')),
    file_type text not null,
    stored_name text not null unique,
    size integer not null check (size > 0),
    position integer not null,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index post_media_of_post on post_media (post_id, position)`.execute(db);

  await sql`create table post_likes (
    post_id uuid not null references posts(id) on delete cascade,
    user_id uuid not null references users(id) on delete cascade,
    created_at timestamptz not null default now(),
    primary key (post_id, user_id)
  )`.execute(db);
  await sql`create index post_likes_of_user on post_likes (user_id, created_at desc)`.execute(db);

  /** A share counts once per person (a user, or a visitor's hashed address) and day. */
  await sql`create table post_shares (
    post_id uuid not null references posts(id) on delete cascade,
    sharer_key text not null,
    shared_on date not null,
    primary key (post_id, sharer_key, shared_on)
  )`.execute(db);

  await sql`create table post_comments (
    id uuid primary key default gen_random_uuid(),
    post_id uuid not null references posts(id) on delete cascade,
    author_id uuid not null references users(id) on delete cascade,
    content text not null check (length(content) between 1 and 1000),
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index post_comments_of_post on post_comments (post_id, created_at, id)`.execute(
    db,
  );

  await sql`create table post_reports (
    id uuid primary key default gen_random_uuid(),
    post_id uuid not null references posts(id) on delete cascade,
    reporter_id uuid not null references users(id) on delete cascade,
    reason text not null check (reason in ('misleading','abusive','spam','other')),
    details text not null default '',
    created_at timestamptz not null default now(),
    resolved_at timestamptz,
    unique (post_id, reporter_id)
  )`.execute(db);
  await sql`create index post_reports_open on post_reports (created_at) where resolved_at is null`.execute(
    db,
  );

  /** Who saw a post on which day: a user, or a visitor's hashed address. */
  await sql`create table post_views (
    post_id uuid not null references posts(id) on delete cascade,
    viewer_key text not null,
    viewed_on date not null,
    primary key (post_id, viewer_key, viewed_on)
  )`.execute(db);
  await sql`create index post_views_recent on post_views (viewed_on, post_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'post_views',
    'post_reports',
    'post_comments',
    'post_shares',
    'post_likes',
    'post_media',
    'posts',
  ])
    await sql`drop table if exists ${sql.raw(table)}`.execute(db);
}
