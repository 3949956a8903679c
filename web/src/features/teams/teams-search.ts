import { tableSearch } from '../../router/table-search.ts';

/** The teams table's URL: GET /teams is one list, so the browser sorts, searches and pages it. */
export const teamsSearch = tableSearch({ sortable: ['team', 'members', 'created_at'], columns: ['members', 'created_at'] });
