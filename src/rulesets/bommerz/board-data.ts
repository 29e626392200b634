/**
 * Sortie's own three board sections for Bommerz (rulings §4: the rule texts
 * give no layout, so this is ours, not the printed one).
 *
 * Desolation Valley runs west to east. Section 1 is an open plain with four
 * starting spaces and two lanes guarded by eagle spaces around a central tor.
 * Section 2 narrows to a choke at Brimstone Bridge: a gorge to the north and
 * one to the south go round it, and every way on passes 2L or 2M, both next to
 * the bridge. Section 3 is entered only by 3B and 3C, both next to Sulphur
 * Bridge, whose lanes round it (by 3A and 3D) cost a move more; then a hub
 * beyond it and the exits off the east edge. Loops through both
 * bridges (five and six spaces round) let a Bommer come back for a second run;
 * no bridge is on a triangle, so a second run always costs a real detour.
 *
 * Coordinates are in board units (one section is four units wide) and only
 * serve the picture. Links are listed on both ends; the loader checks that.
 */
import type { BoardData } from './board-schema.js';

/** The board as shipped: three sections, 40 spaces. */
export const BOARD_DATA: BoardData = {
  name: 'Desolation Valley',
  sections: [
    { id: 1, name: 'Da Launch Plain' },
    { id: 2, name: 'Brimstone Gorge' },
    { id: 3, name: 'Sulphur Crossing' },
  ],
  spaces: [
    { id: '1A', section: 1, x: 0.4, y: 0.8, links: ['1B', '1E', '1F'], feature: 'start' },
    { id: '1B', section: 1, x: 0.4, y: 2.0, links: ['1A', '1C', '1F'], feature: 'start' },
    { id: '1C', section: 1, x: 0.4, y: 3.0, links: ['1B', '1D', '1G'], feature: 'start' },
    { id: '1D', section: 1, x: 0.4, y: 4.2, links: ['1C', '1G', '1H'], feature: 'start' },
    { id: '1E', section: 1, x: 1.4, y: 0.4, links: ['1A', '1F', '1I'] },
    { id: '1F', section: 1, x: 1.4, y: 1.6, links: ['1A', '1B', '1E', '1I', '1J'] },
    { id: '1G', section: 1, x: 1.4, y: 3.4, links: ['1C', '1D', '1H', '1J', '1K'] },
    { id: '1H', section: 1, x: 1.4, y: 4.6, links: ['1D', '1G', '1K'] },
    { id: '1I', section: 1, x: 2.4, y: 1.0, links: ['1E', '1F', '1L', '1M'], feature: 'eagle' },
    { id: '1J', section: 1, x: 2.4, y: 2.5, links: ['1F', '1G', '1M', '1N'] },
    { id: '1K', section: 1, x: 2.4, y: 4.0, links: ['1G', '1H', '1N', '1O'], feature: 'eagle' },
    { id: '1L', section: 1, x: 3.4, y: 0.5, links: ['1I', '1M', '2A'] },
    { id: '1M', section: 1, x: 3.4, y: 1.8, links: ['1I', '1J', '1L', '2B'] },
    { id: '1N', section: 1, x: 3.4, y: 3.2, links: ['1J', '1K', '1O', '2C'] },
    { id: '1O', section: 1, x: 3.4, y: 4.5, links: ['1K', '1N', '2D'] },

    { id: '2A', section: 2, x: 4.4, y: 0.6, links: ['1L', '2B', '2E'] },
    { id: '2B', section: 2, x: 4.4, y: 1.8, links: ['1M', '2A', '2C', '2F'] },
    { id: '2C', section: 2, x: 4.4, y: 3.2, links: ['1N', '2B', '2D', '2G'] },
    { id: '2D', section: 2, x: 4.4, y: 4.4, links: ['1O', '2C', '2H'] },
    { id: '2E', section: 2, x: 5.4, y: 0.5, links: ['2A', '2F', '2J'] },
    { id: '2F', section: 2, x: 5.4, y: 1.8, links: ['2B', '2E', '2I'], feature: 'eagle' },
    { id: '2G', section: 2, x: 5.4, y: 3.2, links: ['2C', '2H', '2I'] },
    { id: '2H', section: 2, x: 5.4, y: 4.5, links: ['2D', '2G', '2K'] },
    { id: '2I', section: 2, x: 6.4, y: 2.5, links: ['2F', '2G', '2L', '2M'], feature: 'bridge', name: 'Brimstone Bridge' },
    { id: '2J', section: 2, x: 6.6, y: 0.6, links: ['2E', '2L'] },
    { id: '2K', section: 2, x: 6.6, y: 4.4, links: ['2H', '2M'] },
    { id: '2L', section: 2, x: 7.4, y: 1.5, links: ['2I', '2J', '3B'] },
    { id: '2M', section: 2, x: 7.4, y: 3.5, links: ['2I', '2K', '3C'] },

    { id: '3A', section: 3, x: 8.4, y: 0.6, links: ['3B', '3E'] },
    { id: '3B', section: 3, x: 8.4, y: 1.9, links: ['2L', '3A', '3F'] },
    { id: '3C', section: 3, x: 8.4, y: 3.1, links: ['2M', '3D', '3F'] },
    { id: '3D', section: 3, x: 8.4, y: 4.4, links: ['3C', '3G'] },
    { id: '3E', section: 3, x: 9.4, y: 0.9, links: ['3A', '3H'] },
    { id: '3F', section: 3, x: 9.4, y: 2.5, links: ['3B', '3C', '3I'], feature: 'bridge', name: 'Sulphur Bridge' },
    { id: '3G', section: 3, x: 9.4, y: 4.1, links: ['3D', '3J'] },
    { id: '3H', section: 3, x: 10.4, y: 0.8, links: ['3E', '3I', '3K'] },
    { id: '3I', section: 3, x: 10.4, y: 2.5, links: ['3F', '3H', '3J', '3K', '3L'], feature: 'eagle' },
    { id: '3J', section: 3, x: 10.4, y: 4.2, links: ['3G', '3I', '3L'] },
    { id: '3K', section: 3, x: 11.4, y: 1.5, links: ['3H', '3I'], exit: true },
    { id: '3L', section: 3, x: 11.4, y: 3.5, links: ['3I', '3J'], exit: true },
  ],
};
