export { LoadMore, type LoadMoreProps } from './LoadMore';
export { Pagination, PAGINATION_MESSAGES, type PaginationProps } from './Pagination';
export { LOAD_MORE_MESSAGES, loadMoreState, paginationRange, type LoadMoreState, type PaginationSlot } from './paging';
