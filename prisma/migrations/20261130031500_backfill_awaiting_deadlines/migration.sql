-- Fill in games.deadlines for the games being played when the column came:
-- for each seat that must act, the deadline its clock's last start named,
-- unless the clock stopped since (a move, a timeout, a vacation). This is
-- what every append writes from then on (src/kernel/control.ts, deadlinesOf).
UPDATE "games" g
   SET "deadlines" = COALESCE((
         SELECT jsonb_object_agg(s.seat, last.data ->> 'deadline')
           FROM unnest(g."awaiting") AS s(seat)
           CROSS JOIN LATERAL (
             SELECT e."type", e."data"
               FROM "events" e
              WHERE e."game_id" = g."id"
                AND e."type" IN ('sortie.clock-started', 'sortie.clock-stopped', 'sortie.timed-out', 'sortie.vacation-started')
                AND e."data" ->> 'seat' = s.seat
              ORDER BY e."seq" DESC
              LIMIT 1
           ) last
          WHERE last."type" = 'sortie.clock-started'
       ), '{}'::jsonb)
 WHERE g."status" = 'active' AND cardinality(g."awaiting") > 0;
