/**
 * `npm run bomber:map`: regenerate Bomber's map.json from the geography
 * inputs and world-atlas, and draw docs/rules/bomber-map.svg and .png.
 * map.json is deterministic (a test regenerates it and compares bytes).
 */
import { writeFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import { loadGeography } from '../src/rulesets/bomber/data/geography.js';
import { dataPath } from '../src/rulesets/bomber/data/load.js';
import { atlasCountries } from '../src/rulesets/bomber/data/mapgen/atlas.js';
import { ATLAS_BOX, boardFrame, formatMapJson, generateMap } from '../src/rulesets/bomber/data/mapgen/generate-map.js';
import { renderMapSvg } from '../src/rulesets/bomber/data/mapgen/render-svg.js';
import { cardedCities, loadTargetCards } from '../src/rulesets/bomber/data/target-cards.js';

const geography = loadGeography();
const map = generateMap(geography, cardedCities(loadTargetCards()));
writeFileSync(dataPath('map.json'), formatMapJson(map));

const { geometry, projection } = boardFrame(geography);
const outlines = atlasCountries(geography.board.atlas, ATLAS_BOX);
const svg = renderMapSvg(map, geometry, projection, outlines);
const docs = new URL('../docs/rules/', import.meta.url);
writeFileSync(new URL('bomber-map.svg', docs), svg);
const png = new Resvg(svg, { font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' } }).render().asPng();
writeFileSync(new URL('bomber-map.png', docs), png);
console.log(`map.json: ${map.hexes.length} hexes, ${map.cities.length} cities, ${map.bases.length} bases, ${map.entryHexes.length} Entry hexes`);
