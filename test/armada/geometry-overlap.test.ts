import { describe, expect, it } from 'vitest';
import {
  distanceToObstacle,
  obstacleDistance,
  obstaclePlacementLegal,
  obstacleShape,
  shipOverlapsObstacle,
  squadronOverlapsObstacle,
  unitOverlapsObstacle,
} from '../../src/games/armada/geometry/obstacles.js';
import {
  inDeploymentZone,
  insidePlayArea,
  insideSetupArea,
  placementClear,
  shipOverlapsSquadron,
  shipsOverlap,
  squadronsOverlap,
  unitsOverlap,
} from '../../src/games/armada/geometry/overlap.js';
import { playArea, resolveTable } from '../../src/games/armada/geometry/table.js';
import { ship, squad, T } from './geometry-helpers.js';

const e = T.epsilon;
const ENV = resolveTable({ overlapShape: 'envelope' });
/** The size-class base alone (`overlapShape: base`): the hand-computed edges below are the base's. */
const BASE = resolveTable({ overlapShape: 'base' });
const learning = playArea(T, 'learning');
const standard = playArea(T, 'standard');

describe('overlap pairs (X2-X5): touching is not overlapping', () => {
  const cr = ship('cr90-corvette-a', 0, 0, 0, BASE); // base x ±35.5, y ±21.5

  it('ship - ship', () => {
    expect(shipsOverlap(cr, ship('cr90-corvette-b', 71, 0, 0, BASE), e)).toBe(false);
    expect(shipsOverlap(cr, ship('cr90-corvette-b', 70.9, 0, 0, BASE), e)).toBe(true);
    expect(shipsOverlap(cr, ship('cr90-corvette-b', 0, 43, 0, BASE), e)).toBe(false);
    // A Victory turned 45° with its corner reaching 1 mm into the CR90's front edge.
    const half = Math.hypot(51, 31.5) * Math.cos(Math.atan2(31.5, 51) - Math.PI / 4);
    expect(
      shipsOverlap(cr, ship('victory-i-class-star-destroyer', 35.5 + half - 1, 0, 45, BASE), e),
    ).toBe(true);
    expect(
      shipsOverlap(cr, ship('victory-i-class-star-destroyer', 35.5 + half + 1, 0, 45, BASE), e),
    ).toBe(false);
  });

  it('ship - ship with the shield-dial envelope, the default (X4, SPEC 3.2 #8)', () => {
    expect(T.overlapShape).toBe('envelope');
    expect(
      shipsOverlap(ship('cr90-corvette-a', 0, 0, 0), ship('cr90-corvette-b', 72.9, 0, 0), e),
    ).toBe(true);
    expect(shipOverlapsSquadron(ship('cr90-corvette-a', 0, 0, 0), squad(53, 0), e)).toBe(true);
    const a = ship('cr90-corvette-a', 0, 0, 0, ENV);
    expect(shipsOverlap(a, ship('cr90-corvette-b', 71, 0, 0, ENV), e)).toBe(true);
    expect(shipsOverlap(a, ship('cr90-corvette-b', 73, 0, 0, ENV), e)).toBe(false);
  });

  it('ship - squadron, including near a corner', () => {
    expect(shipOverlapsSquadron(cr, squad(52.5, 0), e)).toBe(false);
    expect(shipOverlapsSquadron(cr, squad(52.4, 0), e)).toBe(true);
    expect(shipOverlapsSquadron(cr, squad(35.5 + 12, 21.5 + 12), e)).toBe(true); // 16.97 from the corner
    expect(shipOverlapsSquadron(cr, squad(35.5 + 12.1, 21.5 + 12.1), e)).toBe(false); // 17.11
    expect(shipOverlapsSquadron(cr, squad(0, 0), e)).toBe(true);
  });

  it('squadron - squadron', () => {
    expect(squadronsOverlap(squad(0, 0), squad(34, 0), e)).toBe(false);
    expect(squadronsOverlap(squad(0, 0), squad(33.9, 0), e)).toBe(true);
  });

  it('ship - obstacle and squadron - obstacle (B1-B3 triggers)', () => {
    // Asteroid-1 at the origin has a vertical edge x = 28 for y in [6, 12].
    const rock = obstacleShape(T, 'asteroid-1', { x: 0, y: 0, facing: 0 });
    expect(shipOverlapsObstacle(ship('cr90-corvette-a', 49.5, 9, 90, BASE), rock, e)).toBe(false);
    expect(shipOverlapsObstacle(ship('cr90-corvette-a', 49.4, 9, 90, BASE), rock, e)).toBe(true);
    expect(shipOverlapsObstacle(ship('cr90-corvette-a', 0, 0, 33, BASE), rock, e)).toBe(true);
    expect(squadronOverlapsObstacle(squad(45, 9), rock, e)).toBe(false);
    expect(squadronOverlapsObstacle(squad(44.9, 9), rock, e)).toBe(true);
    expect(squadronOverlapsObstacle(squad(0, 0), rock, e)).toBe(true);
    expect(unitOverlapsObstacle(squad(200, 0), rock, e)).toBe(false);
    expect(distanceToObstacle(squad(45 + 10, 9), rock)).toBeCloseTo(10, 9);
    expect(distanceToObstacle(ship('cr90-corvette-a', 59.5, 9, 90, BASE), rock)).toBeCloseTo(10, 9);
  });

  it('dispatches any unit pair symmetrically and checks placement', () => {
    const sq = squad(52.4, 0);
    expect(unitsOverlap(cr, sq, e)).toBe(true);
    expect(unitsOverlap(sq, cr, e)).toBe(true);
    expect(unitsOverlap(sq, squad(60, 0), e)).toBe(true);
    expect(placementClear(squad(100, 0), [cr], [squad(140, 0)], e)).toBe(true);
    expect(placementClear(squad(100, 0), [cr], [squad(130, 0)], e)).toBe(false);
    expect(placementClear(squad(50, 0), [cr], [], e)).toBe(false);
  });
});

describe('play area, setup area and deployment (V9, S3, S7, S8)', () => {
  it('destroys a unit with any part of its base outside the play area; touching the edge is inside', () => {
    expect(insidePlayArea(ship('cr90-corvette-a', 35.5, 21.5, 0), learning, e)).toBe(true);
    expect(insidePlayArea(ship('cr90-corvette-a', 35.4, 21.5, 0), learning, e)).toBe(false);
    expect(
      insidePlayArea(ship('cr90-corvette-a', 914.4 - 21.5, 914.4 - 35.5, 90), learning, e),
    ).toBe(true);
    expect(
      insidePlayArea(ship('cr90-corvette-a', 914.4 - 21.4, 914.4 - 35.5, 90), learning, e),
    ).toBe(false);
    expect(insidePlayArea(squad(17, 17), learning, e)).toBe(true);
    expect(insidePlayArea(squad(16.9, 17), learning, e)).toBe(false);
    expect(insidePlayArea(squad(1500, 17), standard, e)).toBe(true);
    expect(insidePlayArea(squad(1500, 17), learning, e)).toBe(false);
  });

  it('ignores shield dials for the play-area edge', () => {
    expect(insidePlayArea(ship('cr90-corvette-a', 35.5, 21.5, 0, ENV), learning, e)).toBe(true);
  });

  it("uses the 3' x 4' setup area of the 6' x 3' play area", () => {
    expect(insideSetupArea(ship('cr90-corvette-a', 304.8 + 35.5, 400, 0), standard, e)).toBe(true);
    expect(insideSetupArea(ship('cr90-corvette-a', 304.8 + 35.4, 400, 0), standard, e)).toBe(false);
    expect(insideSetupArea(ship('cr90-corvette-a', 35.5, 400, 0), learning, e)).toBe(true);
  });

  it('deploys ships entirely within distance 3 of their own edge', () => {
    expect(
      inDeploymentZone(ship('cr90-corvette-a', 400, 185.5 - 35.5, 90), learning, 'near', T),
    ).toBe(true);
    expect(
      inDeploymentZone(ship('cr90-corvette-a', 400, 185.6 - 35.5, 90), learning, 'near', T),
    ).toBe(false);
    expect(
      inDeploymentZone(ship('cr90-corvette-a', 400, 914.4 - 150, -90), learning, 'far', T),
    ).toBe(true);
    expect(inDeploymentZone(ship('cr90-corvette-a', 400, 150, 90), learning, 'far', T)).toBe(false);
    expect(inDeploymentZone(ship('cr90-corvette-a', 200, 150, 90), standard, 'near', T)).toBe(
      false,
    );
  });

  it('places obstacles beyond distance 3 of the edges and beyond distance 1 of each other', () => {
    // Asteroid-1's outline spans x -29..28 around its centre.
    const at = (x: number, y: number) => obstacleShape(T, 'asteroid-1', { x, y, facing: 0 });
    expect(obstaclePlacementLegal(at(500, 500), [], learning, T)).toBe(true);
    expect(obstaclePlacementLegal(at(185.5 + 29.1, 500), [], learning, T)).toBe(true);
    expect(obstaclePlacementLegal(at(185.5 + 29, 500), [], learning, T)).toBe(false);
    expect(obstaclePlacementLegal(at(250, 500), [], standard, T)).toBe(false); // outside the setup area
    const first = at(500, 500);
    const near = obstacleShape(T, 'asteroid-2', { x: 500 + 28 + 19 + 70, y: 500, facing: 0 });
    const far = obstacleShape(T, 'asteroid-2', { x: 500 + 28 + 19 + 80, y: 500, facing: 0 });
    expect(obstacleDistance(first, far)).toBeGreaterThan(76.5);
    expect(obstacleDistance(first, near)).toBeLessThanOrEqual(76.5);
    expect(obstacleDistance(first, near)).toBeGreaterThanOrEqual(70);
    expect(obstaclePlacementLegal(near, [first], learning, T)).toBe(false);
    expect(obstaclePlacementLegal(far, [first], learning, T)).toBe(true);
  });
});
