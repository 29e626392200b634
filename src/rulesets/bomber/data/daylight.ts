/**
 * Daylight Turns (XII.A.1.b) from the calendar: half-hour Turns from Turn 1
 * until sunset, by the usual solar-declination formula (sunset when the
 * Sun's centre is 0.833° below the horizon; local mean solar time, so the
 * equation of time, up to ±16 minutes, is ignored).
 */
const RAD = Math.PI / 180;

/** Sunset in local mean solar hours at a latitude on an ISO date. */
export function sunsetHour(date: string, latitude: number): number {
  const start = Date.UTC(Number(date.slice(0, 4)), 0, 1);
  const dayOfYear = Math.round((Date.parse(`${date}T00:00:00Z`) - start) / 86_400_000) + 1;
  const declination = -23.44 * Math.cos(((2 * Math.PI) / 365) * (dayOfYear + 10));
  const phi = latitude * RAD;
  const delta = declination * RAD;
  const cosH = (Math.sin(-0.833 * RAD) - Math.sin(phi) * Math.sin(delta)) / (Math.cos(phi) * Math.cos(delta));
  return 12 + Math.acos(Math.max(-1, Math.min(1, cosH))) / RAD / 15;
}

/** Whole Turns from `turnOne` ("HH:MM") until sunset, at most 33 (VIII). */
export function daylightTurns(date: string, latitude: number, turnOne: string): number {
  const start = Number(turnOne.slice(0, 2)) + Number(turnOne.slice(3)) / 60;
  return Math.min(33, Math.floor((sunsetHour(date, latitude) - start) * 2));
}
