"""Starts a slot's sandbox: joins the slot's cgroups, gives up root for the unprivileged uid, then execs bwrap.

Learners' code runs at a lower scheduling priority than the server (niceness 10, inherited by every process of the
sandbox), so a busy run never holds back the platform's answers.

Run as `python3 -I -S launch.py [--cgroup PROCS_FILE]... [--uid UID --gid GID] -- COMMAND...`. Joining before exec
puts every process of the sandbox in the cgroups from its first instruction; as root the kernel exempts processes
from RLIMIT_NPROC, hence the uid.
"""
import os
import sys

RUN_NICENESS = 10


def main(argv):
    split = argv.index('--')
    options, command = argv[:split], argv[split + 1:]
    uid = gid = None
    index = 0
    while index < len(options):
        name, value = options[index], options[index + 1]
        if name == '--cgroup':
            with open(value, 'w') as file:
                file.write(str(os.getpid()))
        elif name == '--uid':
            uid = int(value)
        elif name == '--gid':
            gid = int(value)
        index += 2
    os.nice(RUN_NICENESS)
    if gid is not None:
        os.setgroups([])
        os.setresgid(gid, gid, gid)
    if uid is not None:
        os.setresuid(uid, uid, uid)
    os.closerange(3, os.sysconf('SC_OPEN_MAX'))
    os.execv(command[0], command)


if __name__ == '__main__':
    main(sys.argv[1:])
