/**
 * Point-in-polygon for many points against many polygons (the world-atlas
 * countries, the mountain ranges, the Allied advances), in [lon, lat]
 * degrees. Edges are bucketed by latitude so a test reads only the edges
 * its horizontal ray could cross; even-odd parity per region handles holes.
 */

/** A named region: one or more rings of [lon, lat] points (holes included). */
export interface Region {
  readonly name: string;
  readonly rings: readonly (readonly (readonly [number, number])[])[];
}

interface Edge {
  readonly region: number;
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
}

/** Answers which region (if any) contains a point. */
export interface RegionIndex {
  /** The first region, in the order given, containing the point. */
  regionAt(lonLat: readonly [number, number]): string | undefined;
}

const BUCKET_DEGREES = 0.25;

/** Index regions for repeated point queries. */
export function regionIndex(regions: readonly Region[]): RegionIndex {
  const buckets = new Map<number, Edge[]>();
  regions.forEach((region, index) => {
    for (const ring of region.rings) {
      for (let i = 0; i < ring.length; i++) {
        const a = ring[i];
        const b = ring[(i + 1) % ring.length];
        if (a === undefined || b === undefined || a[1] === b[1]) continue;
        const edge: Edge = { region: index, x1: a[0], y1: a[1], x2: b[0], y2: b[1] };
        const lo = Math.floor(Math.min(a[1], b[1]) / BUCKET_DEGREES);
        const hi = Math.floor(Math.max(a[1], b[1]) / BUCKET_DEGREES);
        for (let k = lo; k <= hi; k++) {
          const list = buckets.get(k);
          if (list === undefined) buckets.set(k, [edge]);
          else list.push(edge);
        }
      }
    }
  });
  return {
    regionAt([x, y]) {
      const inside = new Array<boolean>(regions.length).fill(false);
      for (const e of buckets.get(Math.floor(y / BUCKET_DEGREES)) ?? []) {
        // Half-open test on y so a vertex exactly on the ray counts once.
        if (e.y1 > y !== e.y2 > y && x < e.x1 + ((y - e.y1) * (e.x2 - e.x1)) / (e.y2 - e.y1)) {
          inside[e.region] = !inside[e.region];
        }
      }
      const hit = inside.indexOf(true);
      return hit < 0 ? undefined : regions[hit]?.name;
    },
  };
}
