-- Fill in games.out_of_time for the games being played when the column came:
-- a seat whose last timeout (policy claim) has not been followed by a move of its own.
UPDATE "games" g
   SET "out_of_time" = COALESCE((
         SELECT array_agg(s.seat ORDER BY s.ord)
           FROM "events" tcs
           CROSS JOIN LATERAL jsonb_array_elements_text(tcs."data" -> 'seats') WITH ORDINALITY AS s(seat, ord)
           CROSS JOIN LATERAL (
             SELECT e."type", e."data"
               FROM "events" e
              WHERE e."game_id" = g."id" AND e."data" ->> 'seat' = s.seat
                AND (e."type" = 'sortie.timed-out' OR (e."type" = 'sortie.clock-stopped' AND (e."data" ->> 'moved')::boolean))
              ORDER BY e."seq" DESC
              LIMIT 1
           ) last
          WHERE tcs."game_id" = g."id" AND tcs."type" = 'sortie.time-control-set'
            AND last."type" = 'sortie.timed-out' AND last."data" ->> 'policy' = 'claim'
       ), ARRAY[]::TEXT[])
 WHERE g."status" = 'active';
