"""Playing with friends on other computers (DESIGN.md, "Play online"). The transport:
``transport`` (a paho-mqtt client that moves opaque bytes under a room's topic prefix and
hands messages and connection changes to the window loop through a queue and its wake-up),
``local_broker`` (the embedded amqtt broker a host runs for the same network) and
``nearby`` (games announced and found on the same network with zeroconf)."""
