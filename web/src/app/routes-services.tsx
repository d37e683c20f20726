import type { RouteObject } from 'react-router-dom';

/** Doctor directory, consultation room and contact (features `medicos`, `consulta`, `contato`). */
export const serviceRoutes: RouteObject[] = [];
