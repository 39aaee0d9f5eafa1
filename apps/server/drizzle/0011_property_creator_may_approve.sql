-- Separation of duties: the one who created a document may not approve it unless the property allows it.
ALTER TABLE "property_setting" ADD COLUMN "creator_may_approve" boolean DEFAULT false NOT NULL;
