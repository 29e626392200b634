/**
 * How Bomber's position picture looks: the classes its map layer and its
 * marks draw with, and their colours. One text for both places that draw
 * it: the SVG document the picture routes serve (and render to PNG) holds
 * it in its own <style>; the web client, whose page policy admits no
 * inline style, serves it as a stylesheet of its own (scripts/build-web.ts
 * writes it from this constant) and puts the SVG into its page without its
 * <style>. No imports: the client's build reads it without the map data.
 */

/** The styles of the map layer's marks (City names have no white halo: a halo on each of them cost resvg a quarter of the PNG's time; only a name drawn again over a stack has one). */
const MAP_STYLE = `
  .hx { stroke: #fff; stroke-width: 0.6; }
  .sea { fill: #cfe2f3; } .air-defense { fill: #8fb3dd; } .partial { fill: #1f3b6b; }
  .german { fill: #eadfc4; } .allied { fill: #cfe8c4; } .neutral { fill: #b9b9b9; } .gray-side { fill: #b9b9b9; fill-opacity: 0.5; }
  .closed { fill: #c0392b; fill-opacity: 0.22; stroke: none; }
  .ground-line { stroke: #c0392b; stroke-width: 2.4; fill: none; stroke-linecap: round; }
  .edge-number { font-size: 8px; fill: #777; text-anchor: middle; }
  .city { fill: #c0392b; stroke: #fff; stroke-width: 1; }
  .city-name { font-size: 7px; fill: #5a1a12; }
  .city-name.over { font-weight: bold; text-anchor: middle; paint-order: stroke; stroke: #fff; stroke-width: 2px; pointer-events: none; }
  .base-german { fill: #222; } .base-american { fill: #1f4fa8; }
  .base-text { font-size: 7px; font-weight: bold; }
  .entry { font-size: 9px; font-weight: bold; fill: #7d1d8f; text-anchor: middle; }
`;

/** The styles of the marks on and around the map: counters, what reports tell, the Turn Record, the boxes, Battles, the words. */
const PICTURE_STYLE = `
  text { font-family: 'DejaVu Sans', sans-serif; }
  .caption { font-size: 16px; font-weight: bold; }
  .status { font-size: 12px; }
  .ctr { stroke: #111; stroke-width: 1; }
  .ctr.american { fill: #2d5fa8; } .ctr.german { fill: #5b5b5b; }
  .ctr.ground { stroke-dasharray: 2 1.5; stroke: #000; stroke-width: 1.4; }
  .ctr-text { font-size: 9px; font-weight: bold; fill: #fff; text-anchor: middle; }
  .small .ctr-text { font-size: 7px; }
  .altitude { font-size: 7px; font-weight: bold; fill: #ffe28a; }
  .hit { fill: #e74c3c; stroke: #fff; stroke-width: 0.6; }
  .facing { fill: #111; }
  .more { font-size: 8px; font-weight: bold; fill: #111; text-anchor: middle; paint-order: stroke; stroke: #fff; stroke-width: 2px; }
  .box { fill: #fbf7ef; stroke: #8c7b5a; stroke-width: 1; }
  .box.now { fill: #ffe28a; stroke: #b98a00; stroke-width: 2; }
  .box.night { fill: #d9d9e6; }
  .box-number { font-size: 9px; font-weight: bold; text-anchor: middle; fill: #555; }
  .record-unit { font-size: 7.5px; font-weight: bold; text-anchor: middle; }
  .record-unit.american { fill: #1f4fa8; } .record-unit.german { fill: #333; }
  .label { font-size: 10px; font-weight: bold; }
  .legend { font-size: 10px; fill: #444; }
  .stack-list { font-size: 9.5px; fill: #222; }
  .seen { font-size: 7px; font-weight: bold; fill: #8e1b6b; paint-order: stroke; stroke: #fff; stroke-width: 2px; }
  .ghost { fill: none; stroke: #8e1b6b; stroke-width: 1; stroke-dasharray: 2 2; stroke-opacity: 0.7; }
  .ghost-text { font-size: 6px; fill: #8e1b6b; text-anchor: middle; }
  .battle { fill: none; stroke: #d0021b; stroke-width: 2.2; }
  .battle.done { stroke-dasharray: 3 2; }
  .battle-text { font-size: 8px; font-weight: bold; fill: #d0021b; }
  .last-combat { fill: none; stroke: #e67e22; stroke-width: 1.4; }
  .last-combat-text { font-size: 7px; font-weight: bold; fill: #e67e22; }
`;

/** The whole picture's style sheet: the map layer's, then the marks'. */
export const PICTURE_STYLESHEET = `${MAP_STYLE}${PICTURE_STYLE}`;
