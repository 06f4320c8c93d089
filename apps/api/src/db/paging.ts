/** A page as validated by the contract's paging query schemas (1-based number, size 1..100). */
export interface PageRequest {
  pageNumber: number;
  pageSize: number;
}

export const totalPagesOf = (totalCount: number, pageSize: number) => Math.ceil(totalCount / pageSize);
export const offsetOf = ({ pageNumber, pageSize }: PageRequest) => (pageNumber - 1) * pageSize;
