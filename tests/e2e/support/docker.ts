/**
 * The Docker engine the launcher's local agent uses (hosting's DOCKER_SOCKET setting, same default): the browser
 * tests look at its game containers and remove what a throwaway installation left.
 */
export const DOCKER_SOCKET = process.env.DOCKER_SOCKET ?? "/var/run/docker.sock";
