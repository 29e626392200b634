/**
 * Spherical Lambert conformal conic projection, in miles. Conformal, so a
 * hex of the grid keeps its shape over the whole of Europe; with standard
 * parallels 43°N and 55°N the scale error inside the board stays under 2%.
 * Plane coordinates: x east, y SOUTH (as the picture draws them).
 */

/** The projection's parameters, as board.json gives them. */
export interface ProjectionParams {
  readonly centralMeridian: number;
  readonly latitudeOfOrigin: number;
  readonly standardParallels: readonly [number, number];
  readonly earthRadiusMiles: number;
}

/** A forward and inverse projection between [lon, lat] degrees and [x, y] miles. */
export interface Projection {
  forward(lonLat: readonly [number, number]): [number, number];
  inverse(xy: readonly [number, number]): [number, number];
}

const RAD = Math.PI / 180;

/** Build the projection for the given parameters. */
export function lambertConformalConic(p: ProjectionParams): Projection {
  const [s1, s2] = p.standardParallels.map((d) => d * RAD) as [number, number];
  const t = (phi: number): number => Math.tan(Math.PI / 4 + phi / 2);
  const n = Math.log(Math.cos(s1) / Math.cos(s2)) / Math.log(t(s2) / t(s1));
  const rf = (p.earthRadiusMiles * Math.cos(s1) * Math.pow(t(s1), n)) / n;
  const rho = (phi: number): number => rf / Math.pow(t(phi), n);
  const rho0 = rho(p.latitudeOfOrigin * RAD);
  const lambda0 = p.centralMeridian * RAD;
  return {
    forward([lon, lat]) {
      const r = rho(lat * RAD);
      const theta = n * (lon * RAD - lambda0);
      return [r * Math.sin(theta), r * Math.cos(theta) - rho0];
    },
    inverse([x, y]) {
      const dy = rho0 + y;
      const r = Math.hypot(x, dy);
      const theta = Math.atan2(x, dy);
      const phi = 2 * Math.atan(Math.pow(rf / r, 1 / n)) - Math.PI / 2;
      return [(lambda0 + theta / n) / RAD, phi / RAD];
    },
  };
}

/** Great-circle distance in miles between two [lon, lat] points. */
export function greatCircleMiles(a: readonly [number, number], b: readonly [number, number], radius: number): number {
  const [l1, p1] = [a[0] * RAD, a[1] * RAD];
  const [l2, p2] = [b[0] * RAD, b[1] * RAD];
  const h = Math.sin((p2 - p1) / 2) ** 2 + Math.cos(p1) * Math.cos(p2) * Math.sin((l2 - l1) / 2) ** 2;
  return 2 * radius * Math.asin(Math.sqrt(h));
}
