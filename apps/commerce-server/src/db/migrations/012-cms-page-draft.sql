-- CMS drafts for the admin preview (decision 141): at most one unpublished version per CMS page,
-- with the staging version (unix seconds, Magento's `Preview-Version`) from which it applies. A
-- preview at that version or later shows it; the shop's published page is never touched.
CREATE TABLE cms_page_draft (
  page_id int PRIMARY KEY REFERENCES cms_page ON DELETE CASCADE,
  title text NOT NULL,
  content text NOT NULL,
  staging_version bigint NOT NULL CHECK (staging_version > 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);
