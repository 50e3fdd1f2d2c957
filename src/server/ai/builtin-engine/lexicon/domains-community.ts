// What a building, a school, a street or a club keeps together: requests for repairs, lost and
// found, who brings what, and teams' points in a league.
import { define } from './define';
import { date, image, long, num, select, text, title } from './fields';

export const COMMUNITY = [
  define(
    'requests',
    'Maintenance Requests',
    'Wrench',
    'maintenance request, maintenance requests, repair request, repair requests, work order, work orders, service request, service requests, fault report, fault reports, repair log',
    [
      title('Request'),
      text('Reported by'),
      text('Where'),
      select('Priority', ['Normal', 'Urgent', 'Low']),
      select('Status', ['New', 'In progress', 'Done']),
      date('Reported on'),
      long(),
    ],
    { singular: 'Request', plural: 'Requests', implies: ['kanban', 'filters'] },
  ),
  define(
    'lost-found',
    'Lost and Found',
    'SearchCheck',
    'lost and found, lost property, found item, found items, lost item, lost items, lost things, found things',
    [
      title('Item'),
      select('Status', ['Found', 'Lost', 'Returned']),
      text('Where'),
      date('Date'),
      text('Collect from'),
      image(),
      long('Description'),
    ],
    { singular: 'Item', plural: 'Items', implies: ['search', 'filters'], shared: true },
  ),
  define(
    'potluck',
    'Potluck Planner',
    'CookingPot',
    'potluck, potlucks, potluck dish, potluck dishes, bring list, who brings what, bring a dish, shared meal',
    [
      title('Dish'),
      text('Brought by'),
      select('Course', ['Main', 'Side', 'Dessert', 'Drinks', 'Snack']),
      num('Serves'),
      select('Diet', ['Any', 'Vegetarian', 'Vegan', 'Gluten-free']),
      long(),
    ],
    { singular: 'Dish', plural: 'Dishes', implies: ['filters', 'totals'], shared: true },
  ),
  define(
    'standings',
    'Scoreboard',
    'Trophy',
    'scoreboard, scoreboards, league table, league tables, standings, team scores, team points',
    [title('Team'), num('Points'), num('Played'), num('Won'), long()],
    { singular: 'Team', plural: 'Teams', implies: ['ranking', 'totals'], shared: true },
  ),
];
