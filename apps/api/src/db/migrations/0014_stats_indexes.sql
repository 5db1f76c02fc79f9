CREATE INDEX "gallery_purchases_item_idx" ON "gallery_purchases" USING btree ("item_id","created_at");--> statement-breakpoint
CREATE INDEX "purchases_playlist_idx" ON "purchases" USING btree ("playlist_id","created_at");--> statement-breakpoint
CREATE INDEX "channel_subscriptions_channel_idx" ON "channel_subscriptions" USING btree ("channel_id","started_at");